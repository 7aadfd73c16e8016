import type { ApolloClient } from '@apollo/client/core';
import type { OperationDefinitionNode } from 'graphql';
import { HttpError } from 'react-admin';
import type { Registry } from '../../metadata/normalized.ts';
import { parseDocument } from '../graphql/parseDocument.ts';
import type { ConsoleOperations, MutationBuilders, QueryBuilders } from './consoleOperations.ts';
import type { ConsoleRequest } from './consoleRequest.ts';
import { CONSOLE_MUTATIONS, CONSOLE_QUERIES } from './consoleRequests.ts';
import { runOperationRequest } from './runOperationRequest.ts';

/**
 * A failure as the record types' requests report theirs (ra-data-graphql): an HttpError whose body is Apollo's
 * error, so that one reading of server errors (dialogs/serverErrors.ts) serves both.
 */
const asHttpError = (error: { message: string; networkError?: { message: string; statusCode?: number } | null }): HttpError =>
  error.networkError ? new HttpError(error.networkError.message, error.networkError.statusCode) : new HttpError(error.message, 200, error);

/** Sends one request ('no-cache': react-query keeps the answers) and parses its data; a parse's refusal is reported the same way. */
const send = async <Result>(client: ApolloClient<unknown>, request: ConsoleRequest<Result>, signal?: AbortSignal): Promise<Result> => {
  const document = parseDocument(request.query);
  const operation = (document.definitions[0] as OperationDefinitionNode).operation;
  const { variables } = request;
  try {
    const { data } =
      operation === 'mutation'
        ? await client.mutate({ mutation: document, variables, fetchPolicy: 'no-cache' })
        : await client.query({ query: document, variables, fetchPolicy: 'no-cache', context: { fetchOptions: { signal } } });
    return request.parse(data as Record<string, unknown>);
  } catch (error) {
    throw asHttpError(error as Error);
  }
};

const QUERIES: QueryBuilders = CONSOLE_QUERIES;
const MUTATIONS: MutationBuilders = CONSOLE_MUTATIONS;

/** The console's operations over its GraphQL client: each name's typed request, built and sent. */
export const apolloOperations = (client: ApolloClient<unknown>, registry: Registry): ConsoleOperations => ({
  consoleQuery: async (name, params, options) => send(client, QUERIES[name](params, registry), options?.signal),
  consoleMutation: async (name, params) => send(client, MUTATIONS[name](params, registry)),
  runOperation: async (mutation, input) => send(client, runOperationRequest(registry, mutation, input)),
});
