import type { ConsoleDataProvider, ConsoleQueryName, QueryParams, QueryResult } from '../operations/consoleOperations.ts';

/** Console queries the page itself may answer, by name: the answer, or undefined to ask the real dataProvider. */
export type PageAnswers = { [N in ConsoleQueryName]?: (params: QueryParams<N>) => QueryResult<N> | undefined };

/**
 * A dataProvider that loads the real one on its first call, or at once with `loadNow`. The GraphQL client is the
 * console's largest dependency and the login page never reads data, so it stays out of that page's download.
 * Once loaded, a call goes straight to it in the caller's task: a list's request then leaves before any render
 * queued behind it, not a few promise steps later.
 */
export interface LazyDataProviderOptions {
  /** Load the real one at once, not on the first call. */
  loadNow?: boolean;
  /** Queries answered without the real one (an answer inlined in the page). */
  answeredByPage?: PageAnswers;
}

export const lazyDataProvider = (
  load: () => Promise<ConsoleDataProvider>,
  { loadNow = false, answeredByPage = {} }: LazyDataProviderOptions = {},
): ConsoleDataProvider => {
  let loading: Promise<ConsoleDataProvider> | undefined;
  let loaded: ConsoleDataProvider | undefined;
  const start = () => (loading ??= load().then((real) => (loaded = real)));
  /** Runs one call on the real provider: at once if it has loaded, else once it has. */
  const onReal = <T>(signal: AbortSignal | undefined, call: (real: ConsoleDataProvider) => Promise<T>): Promise<T> => {
    // A request abandoned while the client loaded (React StrictMode mounts twice in development) must not
    // start: Apollo would share its aborted fetch with the identical request made after it.
    const run = (real: ConsoleDataProvider) => (signal?.aborted ? Promise.reject(signal.reason as Error) : call(real));
    return loaded ? run(loaded) : start().then(run);
  };
  // A page that will read data (signed in) loads it before its first render asks: its first request then leaves
  // at once. A failure here is the first call's to report.
  if (loadNow) start().catch(() => undefined);
  return {
    // react-admin's reads carry the abort signal in their params; consoleQuery in its options.
    getList: (resource, params) => onReal(params.signal, (real) => real.getList(resource, params)),
    getOne: (resource, params) => onReal(params.signal, (real) => real.getOne(resource, params)),
    getMany: (resource, params) => onReal(params.signal, (real) => real.getMany(resource, params)),
    getManyReference: (resource, params) => onReal(params.signal, (real) => real.getManyReference(resource, params)),
    create: (resource, params) => onReal(undefined, (real) => real.create(resource, params)),
    update: (resource, params) => onReal(undefined, (real) => real.update(resource, params)),
    updateMany: (resource, params) => onReal(undefined, (real) => real.updateMany(resource, params)),
    delete: (resource, params) => onReal(undefined, (real) => real.delete(resource, params)),
    deleteMany: (resource, params) => onReal(undefined, (real) => real.deleteMany(resource, params)),
    consoleQuery: (name, params, options) => {
      const answer = answeredByPage[name]?.(params);
      return answer === undefined ? onReal(options?.signal, (real) => real.consoleQuery(name, params, options)) : Promise.resolve(answer);
    },
    consoleMutation: (name, params) => onReal(undefined, (real) => real.consoleMutation(name, params)),
    runOperation: (mutation, input) => onReal(undefined, (real) => real.runOperation(mutation, input)),
    // ra-data-graphql forwards react-admin's abort signal to Apollo.
    supportAbortSignal: true,
  };
};
