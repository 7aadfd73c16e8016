import type { ConsoleDataProvider } from '../operations/consoleOperations.ts';

const refused = (method: string) => () => Promise.reject(new Error(`${method} is not in the fixtures`));

/**
 * A dataProvider with only the methods a test gives it; any other call is refused, so a test hears of a request it
 * did not expect. A method's answer takes react-admin's result type at its default record type (GetOneResult,
 * GetListResult, …): it holds the test's own rows, whatever record type a caller names.
 *
 * @example providerWith({ getOne: async (resource, params): Promise<GetOneResult> => ({ data: { id: params.id } }) })
 */
export const providerWith = (methods: Partial<ConsoleDataProvider>): ConsoleDataProvider => ({
  getList: refused('getList'),
  getOne: refused('getOne'),
  getMany: refused('getMany'),
  getManyReference: refused('getManyReference'),
  create: refused('create'),
  update: refused('update'),
  updateMany: refused('updateMany'),
  delete: refused('delete'),
  deleteMany: refused('deleteMany'),
  consoleQuery: refused('consoleQuery'),
  consoleMutation: refused('consoleMutation'),
  runOperation: refused('runOperation'),
  ...methods,
});
