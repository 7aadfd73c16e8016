import type { DataProvider } from 'react-admin';
import { loadTypes, registry, typeIndex, typesLoaded } from '../registry.ts';
import { typenameOfResource } from '../../shared/resourceName.ts';
import { createApolloClient } from './apolloClient.ts';
import { createDataProvider } from './dataProvider.ts';

/** The react-admin methods whose first argument is a resource; the console's operations take a name of their own. */
const RESOURCE_METHODS = new Set<string | symbol>([
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
]);

/**
 * Loads the record type of a resource (a console route, or a typename) before its request is built, so that a request
 * made outside the type's own page finds it. A loaded type's request starts at once, in the caller's task (see
 * lazyDataProvider.ts).
 */
const loadingResourceTypes = <P extends DataProvider>(provider: P): P =>
  new Proxy(provider, {
    get: (target, method, receiver) => {
      const real: unknown = Reflect.get(target, method, receiver);
      if (typeof real !== 'function' || !RESOURCE_METHODS.has(method)) return real;
      return (resource: unknown, ...rest: unknown[]) => {
        const call = () => (real as (...args: unknown[]) => unknown).call(target, resource, ...rest);
        // A resource is a route, or the typename of a type without pages (resourceName.ts).
        const typename = typeof resource === 'string' ? typenameOfResource(resource, typeIndex.types) : undefined;
        return typename && !typesLoaded([typename]) ? loadTypes([typename]).then(call) : call();
      };
    },
  });

/** The console's GraphQL client and dataProvider; this module is its own chunk, loaded on first data call. */
export const createGraphqlRuntime = () => {
  const client = createApolloClient();
  return { client, dataProvider: loadingResourceTypes(createDataProvider(client, registry)) };
};
