import type { DataProvider } from 'react-admin';
import { OPERATION_METHODS } from '../operations/consoleOperations.ts';

const METHODS = [
  ...(['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const),
  ...OPERATION_METHODS,
];

/**
 * A dataProvider that loads the real one on its first call, or at once with `loadNow`. The GraphQL client is the
 * console's largest dependency and the login page never reads data, so it stays out of that page's download.
 * Once loaded, a call goes straight to it in the caller's task: a list's request then leaves before any render
 * queued behind it, not a few promise steps later.
 */
export interface LazyDataProviderOptions {
  /** Load the real one at once, not on the first call. */
  loadNow?: boolean;
  /** A call answered without the real one (an answer inlined in the page), or undefined to ask the real one. */
  answerWithoutLoading?: (method: string, args: unknown[]) => Promise<unknown> | undefined;
}

export const lazyDataProvider = (
  load: () => Promise<DataProvider>,
  { loadNow = false, answerWithoutLoading }: LazyDataProviderOptions = {},
): DataProvider => {
  let loading: Promise<DataProvider> | undefined;
  let loaded: DataProvider | undefined;
  const start = () => (loading ??= load().then((real) => (loaded = real)));
  const callOn = (real: DataProvider, method: (typeof METHODS)[number], args: unknown[]): Promise<unknown> => {
    // A request abandoned while the client loaded (React StrictMode mounts twice in development) must not
    // start: Apollo would share its aborted fetch with the identical request made after it.
    // react-admin's methods carry the signal in their params; consoleQuery in its options.
    const signal = ((method === 'consoleQuery' ? args[2] : args[1]) as { signal?: AbortSignal } | undefined)?.signal;
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    return (real[method] as (...a: unknown[]) => Promise<unknown>)(...args);
  };
  const call = (method: (typeof METHODS)[number], args: unknown[]): Promise<unknown> => {
    const answer = answerWithoutLoading?.(method, args);
    if (answer) return answer;
    if (loaded) return callOn(loaded, method, args);
    return start().then((real) => callOn(real, method, args));
  };
  // A page that will read data (signed in) loads it before its first render asks: its first request then leaves
  // at once. A failure here is the first call's to report.
  if (loadNow) start().catch(() => undefined);
  const methods = Object.fromEntries(METHODS.map((method) => [method, (...args: unknown[]) => call(method, args)]));
  // ra-data-graphql forwards react-admin's abort signal to Apollo.
  return { ...methods, supportAbortSignal: true } as unknown as DataProvider;
};
