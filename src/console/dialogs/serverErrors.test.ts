import { describe, expect, it } from 'vitest';
import { serverReasons } from './serverErrors.ts';

describe('serverReasons', () => {
  it('lists each problem of a refused input', () => {
    const error = {
      message: 'Name is required; Email is already taken',
      body: {
        graphQLErrors: [
          {
            message: 'Name is required; Email is already taken',
            extensions: {
              code: 'BAD_USER_INPUT',
              problems: [
                { field: 'name', message: 'Name is required' },
                { field: 'email', message: 'Email is already taken' },
              ],
            },
          },
        ],
      },
    };
    expect(serverReasons(error)).toEqual([{ message: 'Name is required' }, { message: 'Email is already taken' }]);
  });
  it('falls back to the messages, with their UUIDs', () => {
    const error = {
      graphQLErrors: [{ message: 'You may not update Users.', extensions: { code: 'FORBIDDEN', uuid: 'c0ffee00-0000-4000-8000-000000000001' } }],
    };
    expect(serverReasons(error)).toEqual([{ message: 'You may not update Users.', uuid: 'c0ffee00-0000-4000-8000-000000000001' }]);
  });
  it('uses the error message when there is no GraphQL error', () => {
    expect(serverReasons(new Error('Network down'))).toEqual([{ message: 'Network down' }]);
    expect(serverReasons(null)).toEqual([{ message: 'The request failed.' }]);
  });
});
