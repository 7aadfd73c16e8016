import { FIELD_TYPES } from '../../metadata/fieldTypes.ts';
import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import { attributeName } from '../../metadata/naming.ts';
import { variablesOf } from '../../metadata/jsonLogic.ts';

/** What the console needs of a linked record: enough to render a link. */
export const OBJECT_LINK = 'id readminName readminUrl';

/** Sub-selections of the composite output types of FIELD_TYPES; a new composite without one fails the SDL test. */
const COMPOSITES: Record<string, string> = {
  FileValue: 'name size url',
  Rectangle: 'x y width height',
};

/**
 * Fields of referenced records that the type's action availability rules read ({"var": "league.potwEnabled"}),
 * by reference field: a list row must carry them for the console to evaluate the rule as the server does.
 */
const readsThroughReferences = (type: Pick<NormalizedType, 'actions' | 'fields'>): Map<string, string[]> => {
  const reads = new Map<string, Set<string>>();
  for (const v of type.actions.flatMap((a) => variablesOf(a.availability))) {
    const [root, sub, ...deeper] = v.split('.');
    const field = type.fields.find((f) => f.name === root && f.type === 'reference');
    if (field && sub && !deeper.length) reads.set(root, (reads.get(root) ?? new Set()).add(sub));
  }
  return new Map([...reads].map(([root, subs]) => [root, [...subs].sort()]));
};

/** The selection of one field, or null when the API does not expose it (passwords, writeOnly). */
const fieldSelection = (field: NormalizedField, extra: string[] = []): string | null => {
  const output = FIELD_TYPES[field.type].graphql;
  if (field.writeOnly || output === null) return null;
  if (field.type === 'reference' || field.type === 'references') {
    return `${attributeName(field)} ${field.name} { ${[OBJECT_LINK, ...extra].join(' ')} }`;
  }
  const composite = COMPOSITES[output];
  return composite ? `${field.name} { ${composite} }` : field.name;
};

/** A record's labels (display.labels that hold for it), as the detail header and list rows show them. */
const LABELS = 'readminLabels { content detail description type }';

/** Every exposed field of a type, as the body of an inline fragment on it; its labels when it declares any. */
export const recordFields = (type: NormalizedType): string => {
  const reads = readsThroughReferences(type);
  return [
    // lockVersion goes back with every edit, so that a save over someone else's change is refused (docs/console.md).
    'id lockVersion readminName readminUrl readminLogoUrl readminThumbnailUrl',
    ...(type.display.labels.length ? [LABELS] : []),
    ...type.fields.map((f) => fieldSelection(f, reads.get(f.name))).filter((s): s is string => s !== null),
    ...(type.timestamps ? ['createdAt updatedAt'] : []),
  ].join(' ');
};

export const recordFragment = (type: NormalizedType): string => `... on ${type.typename} { ${recordFields(type)} }`;

/** What a detail page shows beyond the fields (spec 000 §2.15, §3.3). */
export const DETAIL_EXTRAS =
  `readminVideoUrl readminTimeZone ${LABELS} ` + `readminAttributeEntries { label value type description objects { ${OBJECT_LINK} } }`;
