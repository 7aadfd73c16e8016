import type { OperationAnswer } from '../dialogs/results/operationAnswer.ts';
import type {
  ConsoleDataProvider,
  ConsoleMutationName,
  ConsoleOperations,
  ConsoleQueryName,
  MutationParams,
  MutationResult,
  QueryParams,
  QueryResult,
} from '../operations/consoleOperations.ts';

type Answer<T> = T | Promise<T>;

/** What a story or test answers for each console query it expects, from the query's typed parameters. */
export type QueryHandlers = { [N in ConsoleQueryName]?: (params: QueryParams<N>) => Answer<QueryResult<N>> };
/** Likewise for the console's named mutations. */
export type MutationHandlers = { [N in ConsoleMutationName]?: (params: MutationParams<N>) => Answer<MutationResult<N>> };

export interface OperationHandlers {
  queries?: QueryHandlers;
  mutations?: MutationHandlers;
  /** What declared operations (custom actions) answer, from the mutation and its input. */
  runOperation?: (mutation: string, input: Record<string, unknown>) => Answer<OperationAnswer>;
}

/** One operation the console asked for: consoleQuery, consoleMutation or runOperation, by name, with its parameters. */
export interface OperationCall {
  method: 'consoleQuery' | 'consoleMutation' | 'runOperation';
  operation: string;
  params: unknown;
}

const notInFixtures = (what: string) => Promise.reject(new Error(`${what} is not in the fixtures`));

/**
 * The console's operations answered by handlers; `onCall` hears of each call before it is answered (and may throw
 * a failure instead). An operation without a handler is refused.
 */
export const fixtureOperations = (handlers: OperationHandlers, onCall: (call: OperationCall) => void = () => undefined): ConsoleOperations => ({
  consoleQuery: async (name, params) => {
    onCall({ method: 'consoleQuery', operation: name, params });
    const handler = handlers.queries?.[name];
    return handler ? handler(params) : notInFixtures(name);
  },
  consoleMutation: async (name, params) => {
    onCall({ method: 'consoleMutation', operation: name, params });
    const handler = handlers.mutations?.[name];
    return handler ? handler(params) : notInFixtures(name);
  },
  runOperation: async (mutation, input) => {
    onCall({ method: 'runOperation', operation: mutation, params: input });
    return handlers.runOperation ? handlers.runOperation(mutation, input as Record<string, unknown>) : notInFixtures(mutation);
  },
});

/**
 * `base` with some operations answered by the story's own handlers, every other call by `base`: the way to give one
 * story a query's answer without restating the rest of the fixtures.
 *
 * @example withOperations(dialogDataProvider(fixtures), { queries: { leaderboardContent: () => segments } })
 */
export const withOperations = <P extends ConsoleDataProvider>(base: P, handlers: OperationHandlers): P => {
  const { queries = {}, mutations = {}, runOperation } = handlers;
  const own: ConsoleOperations = {
    consoleQuery: (name, params, options) => {
      const answer = queries[name];
      return answer ? Promise.resolve().then(() => answer(params)) : base.consoleQuery(name, params, options);
    },
    consoleMutation: (name, params) => {
      const answer = mutations[name];
      return answer ? Promise.resolve().then(() => answer(params)) : base.consoleMutation(name, params);
    },
    runOperation: (mutation, input) =>
      runOperation ? Promise.resolve().then(() => runOperation(mutation, input as Record<string, unknown>)) : base.runOperation(mutation, input),
  };
  return { ...base, ...own };
};
