import type { Registry } from '../metadata/normalized.ts';
import { BANNER } from './banner.ts';

/**
 * What the server alone needs to know, left out of the browser's copy of the registry: table and column
 * names, the ownership paths of rows, foreign-key rules, and how an operation takes effect. Also the
 * permission model (each role's grants, who may run an action or operation): the bundle is public, so a
 * signed-in user gets their own roles' part of it with currentUser.access (src/shared/viewerAccess.ts).
 */
const SERVER_ONLY = {
  type: ['table', 'permissions'],
  ownership: ['org', 'venue', 'apiPartner'],
  field: ['column', 'onDelete'],
  operation: ['set', 'handler', 'roles'],
  action: ['roles'],
} as const;

const without = <T extends object>(value: T, keys: readonly string[]): T =>
  Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k))) as T;

/**
 * src/generated/consoleRegistry.json: the registry as the console bundle receives it (src/console/registry.ts).
 * The console reads it through the same types; a test makes sure none of the server-only keys is in it.
 */
export const emitConsoleRegistry = (registry: Registry): string => {
  const types = Object.fromEntries(
    Object.entries(registry.types).map(([name, t]) => [
      name,
      {
        ...without(t, SERVER_ONLY.type),
        ownership: without(t.ownership, SERVER_ONLY.ownership),
        fields: t.fields.map((f) => without(f, SERVER_ONLY.field)),
        actions: t.actions.map((a) => without(a, SERVER_ONLY.action)),
        operations: {
          ...t.operations,
          custom: Object.fromEntries(
            Object.entries(t.operations.custom).map(([n, o]) => [
              n,
              { ...without(o, SERVER_ONLY.operation), arguments: o.arguments.map((f) => without(f, SERVER_ONLY.field)) },
            ]),
          ),
        },
      },
    ]),
  );
  return `${JSON.stringify({ $comment: BANNER, ...registry, types })}\n`;
};

export const SERVER_ONLY_KEYS = SERVER_ONLY;
