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
        `  { typename: ${JSON.stringify(t.typename)}, route: ${JSON.stringify(t.route)}, label: ${JSON.stringify(t.label.plural)}, listRoute: ${JSON.stringify(t.list.route)}, orgRoute: ${t.ownership.orgRoute}, view: ${JSON.stringify(t.list.view)} },`,
    );
  return [
    '// Generated from metadata/ by npm run generate. Do not edit.',
    '',
    'export interface GeneratedResource {',
    '  typename: string;',
    '  route: string;',
    "  /** The list page's path segment, or null: detail pages only. */",
    '  listRoute: string | null;',
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
