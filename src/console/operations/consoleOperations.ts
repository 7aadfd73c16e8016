import type { DataProvider } from 'react-admin';
import type { OperationAnswer } from '../dialogs/results/operationAnswer.ts';
import type { ConsoleRequestBuilder } from './consoleRequest.ts';
import type { CONSOLE_MUTATIONS, CONSOLE_QUERIES } from './consoleRequests.ts';

// Types only: the catalogue and its request builders stay in the GraphQL runtime's chunk.
type Queries = typeof CONSOLE_QUERIES;
type Mutations = typeof CONSOLE_MUTATIONS;

export type ConsoleQueryName = keyof Queries;
export type QueryParams<N extends ConsoleQueryName> = Parameters<Queries[N]>[0];
export type QueryResult<N extends ConsoleQueryName> = ReturnType<ReturnType<Queries[N]>['parse']>;

export type ConsoleMutationName = keyof Mutations;
export type MutationParams<N extends ConsoleMutationName> = Parameters<Mutations[N]>[0];
export type MutationResult<N extends ConsoleMutationName> = ReturnType<ReturnType<Mutations[N]>['parse']>;

/**
 * The catalogues as mapped types over their names: indexed with a name that is a type parameter, each keeps that
 * name's own parameters and result (TypeScript relates the two only through a mapped type).
 */
export type QueryBuilders = { [N in ConsoleQueryName]: ConsoleRequestBuilder<QueryParams<N>, QueryResult<N>> };
export type MutationBuilders = { [N in ConsoleMutationName]: ConsoleRequestBuilder<MutationParams<N>, MutationResult<N>> };

/**
 * What the console asks beyond a record type's lists and records, as first-class dataProvider methods (react-admin
 * passes extra methods through useDataProvider, with its access-denied handling): named typed queries, named typed
 * mutations, and the declared operations of custom actions (operations.custom in metadata).
 */
export interface ConsoleOperations {
  consoleQuery<N extends ConsoleQueryName>(name: N, params: QueryParams<N>, options?: { signal?: AbortSignal }): Promise<QueryResult<N>>;
  consoleMutation<N extends ConsoleMutationName>(name: N, params: MutationParams<N>): Promise<MutationResult<N>>;
  /** Runs a declared mutation with its input; answers what it returns, by the kind it declares. */
  runOperation(mutation: string, input: unknown): Promise<OperationAnswer>;
}

export const OPERATION_METHODS = ['consoleQuery', 'consoleMutation', 'runOperation'] as const satisfies readonly (keyof ConsoleOperations)[];

/** The console's dataProvider: react-admin's methods for record types, and the console's operations. */
export type ConsoleDataProvider = DataProvider & ConsoleOperations;
