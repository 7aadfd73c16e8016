import type { Registry } from '../metadata/normalized.ts';
import { BANNER } from './banner.ts';

/** The handler index: every handler module the metadata names, each imported only when first run. */
export const emitHandlerIndex = (registry: Registry): string => {
  const names = [
    ...new Set(Object.values(registry.types).flatMap((t) => Object.values(t.operations.custom).flatMap((o) => (o.handler ? [o.handler] : [])))),
  ].sort();
  return [
    `/* ${BANNER} */`,
    "import type { OperationHandler } from '../server/operations/handlerTypes.ts';",
    '',
    '/** Each handler module of metadata/, loaded on first use: a process that never runs one never loads it. */',
    'export const HANDLERS: Record<string, () => Promise<{ default: OperationHandler }>> = {',
    ...names.map((n) => `  ${n}: () => import('../server/operations/handlers/${n}.ts'),`),
    '};',
    '',
  ].join('\n');
};
