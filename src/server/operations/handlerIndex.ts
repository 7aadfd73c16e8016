import { HANDLERS } from '../../generated/handlers.ts';
import { ownEntry } from '../../metadata/normalized.ts';
import type { OperationHandler } from './handlerTypes.ts';

/** Handler modules by name, each loaded on first use (src/generated/handlers.ts is the product's). */
export type HandlerIndex = Record<string, () => Promise<{ default: OperationHandler }>>;

/**
 * The handler module of that name (npm run check:metadata makes sure every named one exists). The
 * index is the generated one unless the server was started with another (tests add handlers of their own).
 */
export const loadHandler = async (name: string, index: HandlerIndex = HANDLERS): Promise<OperationHandler> => {
  const load = ownEntry(index, name);
  if (!load) throw new Error(`No handler module '${name}': run npm run generate`);
  return (await load()).default;
};
