import { inputTypeName } from '../../shared/naming.ts';
import { parseDocument } from '../graphql/parseDocument.ts';
import type { GraphqlRequest } from '../graphql/request.ts';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A custom action without a hand-written component runs its mutation with { ids, attributes } (the
 * shape of the generated batch updates) and needs nothing of the answer but success.
 */
export const customActionRequest = (params: { data: { mutation?: string; input?: unknown } }): GraphqlRequest => {
  const mutation = params.data.mutation ?? '';
  if (!NAME.test(mutation)) throw new Error(`This action has no mutation to run.`);
  return {
    query: parseDocument(`mutation ReadminCustomAction($input: ${inputTypeName(mutation)}!) { result: ${mutation}(input: $input) { __typename } }`),
    variables: { input: params.data.input },
    parseResponse: () => ({ data: { id: mutation } }),
  };
};
