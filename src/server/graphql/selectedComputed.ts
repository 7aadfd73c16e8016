import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { isComputed, type NormalizedType } from '../../metadata/normalized.ts';
import { attributeName } from '../../shared/naming.ts';

/** Fields whose answer reads every computed field and reference of the record (labels and attribute entries). */
const READS_ALL_COMPUTED = new Set(['readminLabels', 'readminSummaryAttributeEntries', 'readminAttributeEntries']);

/** Names a list item's selection asks for, through inline fragments and fragment spreads. */
const selectedNames = (set: SelectionSetNode | undefined, info: GraphQLResolveInfo, into = new Set<string>()): Set<string> => {
  for (const s of set?.selections ?? []) {
    if (s.kind === Kind.FIELD) into.add(s.name.value);
    else if (s.kind === Kind.INLINE_FRAGMENT) selectedNames(s.selectionSet, info, into);
    else selectedNames(info.fragments[s.name.value]?.selectionSet, info, into);
  }
  return into;
};

/**
 * The computed fields a list query must work out for its rows: those the request selects (a partner's
 * `... on Game { playedAt court { readminName } }` asks for none, so its page is one plain index read), or all
 * of them when it asks for labels or attribute entries, which read every one. A field left out and wanted
 * after all (through a resolver of another field) is read for the whole page in one query (RecordStore.completed).
 */
const listItemNames = (info: GraphQLResolveInfo): Set<string> =>
  new Set(info.fieldNodes.flatMap((node) => [...selectedNames(node.selectionSet, info)]));

export const computedFieldsSelected = (type: NormalizedType, info: GraphQLResolveInfo): string[] | undefined => {
  const names = listItemNames(info);
  if ([...READS_ALL_COMPUTED].some((n) => names.has(n))) return undefined;
  const nameTemplate = type.display.name;
  return type.fields
    .filter(isComputed)
    .filter((f) => names.has(attributeName(f)) || names.has(f.name) || nameTemplate.includes(`{${f.name}`) || nameTemplate === f.name)
    .map((f) => f.name);
};

/**
 * The reference fields whose records a list query's answer reads: those it selects (`court { readminName }`),
 * those its rows' names show (`{homeTeam.name} vs {awayTeam.name}`), or all of them for labels and attribute
 * entries. RecordStore.list reads them in the page's own statement instead of one lookup per referenced type.
 */
export const referenceFieldsSelected = (type: NormalizedType, info: GraphQLResolveInfo): string[] => {
  const names = listItemNames(info);
  const readsAll = [...READS_ALL_COMPUTED].some((n) => names.has(n));
  const nameTemplate = names.has('readminName') ? type.display.name : '';
  return type.fields
    .filter((f) => f.type === 'reference' && (readsAll || names.has(f.name) || nameTemplate.includes(`{${f.name}.`)))
    .map((f) => f.name);
};
