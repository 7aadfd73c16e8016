import { declaredOperation, type Registry } from '../../metadata/normalized.ts';
import { inputTypeName } from '../../shared/naming.ts';
import type { GraphqlRequest } from '../graphql/request.ts';
import { answerOf, answerSelection, type OperationAnswer } from './results/operationAnswer.ts';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A custom action's mutation. A declared operation (operations.custom) selects its answer by the kind it
 * returns and hands it over typed ({ data: { id, answer } }); an action without one runs its mutation
 * with { ids, attributes } (the shape of the generated batch updates) and needs nothing but success.
 */
export const customActionRequest = (registry: Registry, params: { data: { mutation?: string; input?: unknown } }): GraphqlRequest => {
  const mutation = params.data.mutation ?? '';
  if (!NAME.test(mutation)) throw new Error(`This action has no mutation to run.`);
  const declared = declaredOperation(registry, mutation);
  const selection = declared ? answerSelection(declared.type, declared.operation) : '{ __typename }';
  return {
    query: `mutation ReadminCustomAction($input: ${inputTypeName(mutation)}!) { result: ${mutation}(input: $input) ${selection} }`,
    variables: { input: params.data.input },
    parseResponse: ({ data }) => {
      const answer: OperationAnswer = declared ? answerOf(declared.operation, data.result) : { kind: 'none' };
      return { data: { id: mutation, answer } };
    },
  };
};
