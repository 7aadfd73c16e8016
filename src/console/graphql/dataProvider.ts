import type { ApolloClient } from '@apollo/client/core';
import buildDataProvider from 'ra-data-graphql';
import type { DataProvider } from 'react-admin';
import type { Registry } from '../../metadata/normalized.ts';
import { buildQuery } from './buildQuery.ts';

/**
 * react-admin's dataProvider over the generic readmin API. No introspection: the registry already knows
 * every type, field and operation, and the schema may hide types from users who cannot read them.
 */
export const createDataProvider = (client: ApolloClient<unknown>, registry: Registry): DataProvider =>
  buildDataProvider({
    client,
    introspection: false,
    buildQuery: () => buildQuery(registry),
  });
