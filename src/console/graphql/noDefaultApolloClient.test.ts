import { describe, expect, it } from 'vitest';
import noDefaultApolloClient from './noDefaultApolloClient.ts';

describe('noDefaultApolloClient', () => {
  it('names the problem if ra-data-graphql is ever left to build its own client', () => {
    expect(() => noDefaultApolloClient()).toThrow(/given no Apollo client: pass the console’s own \(createDataProvider\)/);
  });
});
