import type { ApolloClient } from '@apollo/client/core';
import buildDataProvider from 'ra-data-graphql';
import type { DataProvider } from 'react-admin';
import type { Registry } from '../../metadata/normalized.ts';
import { buildQuery } from './buildQuery.ts';

/**
 * react-admin's dataProvider over the generic readmin API. No introspection: the registry already knows
 * every type, field and operation, and the schema may hide types from users who cannot read them.
 * No Apollo cache either ('no-cache'): react-admin keeps answers in its own query cache, and nothing reads
 * Apollo's, so normalising every answer into it and reading it back out was work on the main thread between a
 * list's answer and its rows on screen.
 */
export const createDataProvider = (client: ApolloClient<unknown>, registry: Registry): DataProvider =>
  buildDataProvider({
    client,
    introspection: false,
    buildQuery: () => buildQuery(registry),
    query: () => ({ fetchPolicy: 'no-cache' }),
    mutation: () => ({ fetchPolicy: 'no-cache' }),
  });
