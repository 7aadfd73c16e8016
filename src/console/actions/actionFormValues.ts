import { tz } from '@date-fns/tz';
import { parseISO } from 'date-fns';
import type { FieldType } from '../../metadata/types.generated.ts';
import type { NormalizedField } from '../../metadata/normalized.ts';
import { attributeName } from '../../shared/naming.ts';

/**
 * The minimal action dialog of the list (until the dialog framework arrives): how it edits each field
 * type as text, and how those texts become API values. Every type is listed, so a new one must choose.
 */
export type InputKind = 'text' | 'multiline' | 'number' | 'boolean' | 'enum' | 'reference' | 'list' | 'date' | 'datetime' | 'password' | 'json' | 'unsupported';

export const INPUT_KINDS: Record<FieldType, InputKind> = {
  string: 'text', text: 'multiline', integer: 'number', decimal: 'number', boolean: 'boolean', enum: 'enum',
  date: 'date', datetime: 'datetime', time: 'text', duration_seconds: 'number', json: 'json', strings: 'list',
  email: 'text', url: 'text', phone: 'text', ip: 'text', mac: 'text', password: 'password',
  // Uploads and rectangles need the full dialog framework (a later issue): edit them on the record page.
  file: 'unsupported', image: 'unsupported', reference: 'reference', references: 'list', rectangle: 'unsupported',
};

export const inputKindOf = (field: NormalizedField): InputKind => INPUT_KINDS[field.type] ?? 'unsupported';

/** The fields an action's dialog edits: locked fields only when creating, never read-only ones. */
export const dialogFields = (fields: NormalizedField[], names: string[], mode: 'create' | 'update'): NormalizedField[] =>
  names
    .map((n) => fields.find((f) => f.name === n))
    .filter((f): f is NormalizedField => f !== undefined && !f.readOnly && !(mode === 'update' && f.lockedOnEdit));

const splitList = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

/** The API value of one box's text ('' is left out: unchanged on update, the default on create). */
export const inputValue = (field: NormalizedField, text: string, timeZone: string): unknown => {
  switch (inputKindOf(field)) {
    case 'number': return Number(text);
    case 'boolean': return text === 'true';
    case 'list': return splitList(text);
    case 'json': return JSON.parse(text); // a parse error is shown by the dialog
    // A date-time box shows wall-clock time in the display time zone.
    case 'datetime': return new Date(parseISO(text, { in: tz(timeZone) }).getTime()).toISOString();
    default: return text;
  }
};

/** The data of the create/update request from the dialog's texts, keyed as toAttributes reads them. */
export const dialogData = (fields: NormalizedField[], texts: Record<string, string>, timeZone: string): Record<string, unknown> =>
  Object.fromEntries(
    fields.filter((f) => (texts[f.name] ?? '') !== '').map((f) => [f.type === 'reference' || f.type === 'references' ? attributeName(f) : f.name, inputValue(f, texts[f.name], timeZone)]),
  );

/** Starting texts of a create dialog: field defaults, and the organisation of the page for a reference to Org. */
export const initialTexts = (fields: NormalizedField[], mode: 'create' | 'update', scope: { orgId?: string }): Record<string, string> => {
  if (mode === 'update') return {};
  const texts: Record<string, string> = {};
  for (const f of fields) {
    if (f.type === 'reference' && f.typename === 'Org' && scope.orgId) texts[f.name] = scope.orgId;
    else if (f.default !== undefined && f.default !== null && typeof f.default !== 'object') texts[f.name] = String(f.default);
  }
  return texts;
};
