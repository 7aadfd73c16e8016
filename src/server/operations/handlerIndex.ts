import { ownEntry } from '../../metadata/normalized.ts';
import type { Extensions, OperationHandler } from '../context.ts';

/** The handler module of that name, from the installed features (npm run check:metadata makes sure every named one is there). */
export const loadHandler = async (extensions: Extensions, name: string): Promise<OperationHandler> => {
  const load = ownEntry(extensions.handlers, name);
  if (!load) throw new Error(`No installed feature gives the handler module '${name}'`);
  return (await load()).default;
};
