import { FIELD_TYPES } from '../../metadata/fieldTypes.ts';
import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import { attributeName } from '../../shared/naming.ts';

/** What the console needs of a linked record: enough to render a link. */
export const OBJECT_LINK = 'id readminName readminUrl';

/** Sub-selections of the composite output types of FIELD_TYPES; a new composite without one fails the SDL test. */
const COMPOSITES: Record<string, string> = {
  FileValue: 'name size url',
  Rectangle: 'x y width height',
};

/** The selection of one field, or null when the API does not expose it (passwords, writeOnly). */
export const fieldSelection = (field: NormalizedField): string | null => {
  const output = FIELD_TYPES[field.type].graphql;
  if (field.writeOnly || output === null) return null;
  if (field.type === 'reference' || field.type === 'references') {
    return `${attributeName(field)} ${field.name} { ${OBJECT_LINK} }`;
  }
  const composite = COMPOSITES[output];
  return composite ? `${field.name} { ${composite} }` : field.name;
};

/** Every exposed field of a type, as the body of an inline fragment on it. */
export const recordFields = (type: NormalizedType): string =>
  [
    'id readminName readminUrl readminLogoUrl readminThumbnailUrl',
    ...type.fields.map(fieldSelection).filter((s): s is string => s !== null),
    ...(type.timestamps ? ['createdAt updatedAt'] : []),
  ].join(' ');

export const recordFragment = (type: NormalizedType): string => `... on ${type.typename} { ${recordFields(type)} }`;

/** What a detail page shows beyond the fields (spec 000 §2.15, §3.3). */
export const DETAIL_EXTRAS =
  'readminVideoUrl readminLabels { content detail description type } ' +
  `readminAttributeEntries { label value type description objects { ${OBJECT_LINK} } }`;
