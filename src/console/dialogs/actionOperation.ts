import {
  declaredOperation,
  operationOfAction,
  type NormalizedAction,
  type NormalizedCustomOperation,
  type NormalizedType,
  type Registry,
} from '../../metadata/normalized.ts';
import { registry as generated } from '../registry.ts';

/**
 * The declared operation a custom action runs: one of its own type, or a service operation (no target)
 * that another type declares, such as generatePassphrase offered on the Users list.
 */
export const actionOperation = (
  type: NormalizedType,
  action: Pick<NormalizedAction, 'kind' | 'mutation'>,
  registry: Registry = generated,
): NormalizedCustomOperation | undefined =>
  operationOfAction(type, action) ?? (action.kind === 'custom' ? declaredOperation(registry, action.mutation)?.operation : undefined);
