import { typeNamed } from '../../metadata/normalized.ts';
import { attributeName, humanize } from '../../metadata/naming.ts';
import type { RequestContext } from '../context.ts';
import type { RecordObject } from '../records/record.ts';
import { valueLabels } from './auditNames.ts';

const EMPTY = '—';
const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d+)?)?(Z|\+00:00)$/;

/** One value as the History view shows it: a name or label the server found, a reference out of reach as '#id'. */
const valueText = (value: unknown, named: Map<string, string>, isReference: boolean): string => {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value)) return value.length ? value.map((v) => valueText(v, named, isReference)).join(', ') : EMPTY;
  const label = named.get(String(value));
  if (label !== undefined) return label;
  if (isReference) return `#${String(value)}`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    const instant = ISO_INSTANT.exec(value);
    return instant ? `${instant[1]} ${instant[2]} UTC` : value;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/**
 * A version's changes as lines a person reads, one per changed field ('Venue: — → Northside Arena'), with the
 * names and labels the History view uses (valueLabels: records the viewer may read by name, options by label).
 * `changes` is objectChanges as the viewer may see it (secrets filtered). Null for no changes.
 */
export const changesText = async (ctx: RequestContext, version: RecordObject, changes: unknown): Promise<string | null> => {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return null;
  const entries = Object.entries(changes as Record<string, unknown>).filter((e): e is [string, [unknown, unknown]] => Array.isArray(e[1]));
  if (!entries.length) return null;
  const type = typeNamed(ctx.store.registry, String(version.itemType));
  const labels = await valueLabels(ctx, { ...version, objectChanges: changes });
  return entries
    .map(([key, [before, after]]) => {
      const field = type?.fields.find((f) => attributeName(f) === key || f.name === key);
      const named = new Map(labels.filter((l) => l.field === key).map((l) => [l.value, l.label]));
      const isReference = field?.type === 'reference' || field?.type === 'references';
      const label = field?.label ?? humanize(key.replace(/Ids?$/, ''));
      return `${label}: ${valueText(before, named, isReference)} → ${valueText(after, named, isReference)}`;
    })
    .join('\n');
};
