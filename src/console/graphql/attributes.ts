import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import { attributeName } from '../../metadata/naming.ts';

type Data = Record<string, unknown>;
type LinkLike = { id?: unknown } | null | undefined;

const idOf = (value: unknown): unknown => (value !== null && typeof value === 'object' ? (value as LinkLike)?.id : value);

/** The value of one field as the mutation input expects it, or undefined to leave the field out. */
const inputValue = (field: NormalizedField, data: Data): unknown => {
  const key = attributeName(field);
  switch (field.type) {
    case 'reference':
      return key in data ? data[key] : field.name in data ? idOf(data[field.name]) : undefined;
    case 'references':
      return key in data ? data[key] : Array.isArray(data[field.name]) ? (data[field.name] as unknown[]).map(idOf) : undefined;
    case 'password':
      return data[field.name] ? data[field.name] : undefined; // an empty password box means "unchanged"
    case 'file':
    case 'image': {
      // Only a new upload ({ name, base64, size }) is sent; the stored FileValue the API returned is not input.
      const v = data[field.name] as Data | null | undefined;
      return v === null ? null : v && typeof v.base64 === 'string' ? { name: v.name, base64: v.base64, size: v.size } : undefined;
    }
    case 'rectangle': {
      const v = data[field.name] as Data | null | undefined;
      return v ? { x: v.x, y: v.y, width: v.width, height: v.height } : v;
    }
    default:
      return data[field.name];
  }
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The `attributes` of a create or update mutation from a react-admin record. Read-only fields are never
 * sent, locked fields only on create; an update with previousData sends only what changed, so that a
 * batch edit does not overwrite the other records' values.
 */
export const toAttributes = (type: NormalizedType, data: Data, mode: 'create' | 'update', previousData?: Data): Data => {
  const attributes: Data = {};
  for (const field of type.fields) {
    if (field.readOnly || (mode === 'update' && field.lockedOnEdit)) continue;
    const value = inputValue(field, data);
    if (value === undefined) continue;
    if (previousData && same(value, inputValue(field, previousData))) continue;
    attributes[attributeName(field)] = value;
  }
  return attributes;
};
