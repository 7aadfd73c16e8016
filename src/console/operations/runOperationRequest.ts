import { declaredOperation, type Registry } from '../../metadata/normalized.ts';
import { inputTypeName } from '../../metadata/naming.ts';
import { answerOf, answerSelection, type OperationAnswer } from '../dialogs/results/operationAnswer.ts';
import type { ConsoleRequest } from './consoleRequest.ts';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A custom action's mutation. A declared operation (operations.custom) selects its answer by the kind it
 * returns and hands it over typed; an action without one runs its mutation with { ids, attributes } (the shape
 * of the generated batch updates) and needs nothing but success.
 */
export const runOperationRequest = (registry: Registry, mutation: string, input: unknown): ConsoleRequest<OperationAnswer> => {
  if (!NAME.test(mutation)) throw new Error(`This action has no mutation to run.`);
  const declared = declaredOperation(registry, mutation);
  const selection = declared ? answerSelection(declared.type, declared.operation) : '{ __typename }';
  return {
    query: `mutation ReadminCustomAction($input: ${inputTypeName(mutation)}!) { result: ${mutation}(input: $input) ${selection} }`,
    variables: { input },
    parse: (data) => (declared ? answerOf(declared.operation, data.result, declared.type) : { kind: 'none' }),
  };
};
