import type { Registry } from '../metadata/normalized.ts';

/**
 * The react-admin resources: one entry per routed record type, all rendered by the generic list and
 * detail screens. A type needs no hand-written component unless its metadata names one.
 */
export const emitResources = (registry: Registry): string => {
  const entries = Object.values(registry.types)
    .filter((t) => t.route)
    .map(
      (t) =>
        `  { typename: ${JSON.stringify(t.typename)}, route: ${JSON.stringify(t.route)}, label: ${JSON.stringify(t.label.plural)}, orgRoute: ${t.ownership.orgRoute}, view: ${JSON.stringify(t.list.view)} },`,
    );
  return [
    '// Generated from metadata/ by npm run generate. Do not edit.',
    '',
    'export interface GeneratedResource {',
    '  typename: string;',
    '  route: string;',
    '  label: string;',
    '  orgRoute: boolean;',
    "  view: 'table' | 'grid';",
    '}',
    '',
    'export const resources: GeneratedResource[] = [',
    ...entries,
    '];',
    '',
  ].join('\n');
};
