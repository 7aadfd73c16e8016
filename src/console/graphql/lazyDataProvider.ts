import type { DataProvider } from 'react-admin';

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/**
 * A dataProvider that loads the real one on its first call. The GraphQL client is the console's largest
 * dependency and the login page never reads data, so it stays out of that page's download.
 */
export const lazyDataProvider = (load: () => Promise<DataProvider>): DataProvider => {
  let loaded: Promise<DataProvider> | undefined;
  const provider = () => (loaded ??= load());
  const call = async (method: (typeof METHODS)[number], args: unknown[]) => {
    const real = await provider();
    // A request abandoned while the client loaded (React StrictMode mounts twice in development) must not
    // start: Apollo would share its aborted fetch with the identical request made after it.
    const signal = (args[1] as { signal?: AbortSignal } | undefined)?.signal;
    signal?.throwIfAborted();
    return (real[method] as (...a: unknown[]) => Promise<unknown>)(...args);
  };
  const methods = Object.fromEntries(METHODS.map((method) => [method, (...args: unknown[]) => call(method, args)]));
  // ra-data-graphql forwards react-admin's abort signal to Apollo.
  return { ...methods, supportAbortSignal: true } as unknown as DataProvider;
};
