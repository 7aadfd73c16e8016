import { HANDLERS } from '../../generated/handlers.ts';
import { ownEntry } from '../../metadata/normalized.ts';
import type { OperationHandler } from './handlerTypes.ts';

/** The handler module of that name (npm run check:metadata makes sure every named one exists). */
export const loadHandler = async (name: string): Promise<OperationHandler> => {
  const load = ownEntry(HANDLERS, name);
  if (!load) throw new Error(`No handler module '${name}': run npm run generate`);
  return (await load()).default;
};
