import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { isComputed, type NormalizedType } from '../../metadata/normalized.ts';
import { attributeName } from '../../metadata/naming.ts';
import type { ListArgs } from '../records/listQuery.ts';

/** Fields whose answer reads every computed field of the record (labels and attribute entries). */
const READS_EVERY_COMPUTED = ['readminLabels', 'readminSummaryAttributeEntries', 'readminAttributeEntries'];
/** Fields whose answer reads every reference of the record, whole (attribute entries; labels read only the row's own fields). */
const READS_EVERY_REFERENCE = ['readminSummaryAttributeEntries', 'readminAttributeEntries'];

/** Names a list item's selection asks for, through inline fragments and fragment spreads. */
const selectedNames = (set: SelectionSetNode | undefined, info: GraphQLResolveInfo, into = new Set<string>()): Set<string> => {
  for (const s of set?.selections ?? []) {
    if (s.kind === Kind.FIELD) into.add(s.name.value);
    else if (s.kind === Kind.INLINE_FRAGMENT) selectedNames(s.selectionSet, info, into);
    else selectedNames(info.fragments[s.name.value]?.selectionSet, info, into);
  }
  return into;
};

/** The fields a record's name and link need (RecordStore.ref's `forName`): asking for no more, a reference is read for its name alone. */
const NAME_ONLY = new Set(['__typename', 'id', 'readminName', 'readminUrl']);

/** Whether a selection (a reference field's) asks for the record's name and link alone. */
const asksNameOnly = (set: SelectionSetNode | undefined, info: GraphQLResolveInfo) => [...selectedNames(set, info)].every((n) => NAME_ONLY.has(n));

/** The nodes of the fields named `name` in a selection, through inline fragments and fragment spreads. */
const fieldNodesNamed = (set: SelectionSetNode | undefined, info: GraphQLResolveInfo, name: string, into: FieldNode[] = []): FieldNode[] => {
  for (const s of set?.selections ?? []) {
    if (s.kind === Kind.FIELD) {
      if (s.name.value === name) into.push(s);
    } else fieldNodesNamed(s.kind === Kind.INLINE_FRAGMENT ? s.selectionSet : info.fragments[s.name.value]?.selectionSet, info, name, into);
  }
  return into;
};

const nameOnlyByNode = new WeakMap<FieldNode, boolean>();

/** For a reference field's resolver: whether every node of it asks for the name alone (kept per node, as listSelection's answers). */
export const selectsNameOnly = (info: GraphQLResolveInfo): boolean =>
  info.fieldNodes.every((node) => {
    let nameOnly = nameOnlyByNode.get(node);
    if (nameOnly === undefined) nameOnlyByNode.set(node, (nameOnly = asksNameOnly(node.selectionSet, info)));
    return nameOnly;
  });

/**
 * What a list query's rows must carry for its answer, from one walk of the list item's selection:
 * - `computed`: the computed fields to work out, those the request selects (a partner's
 *   `... on Game { playedAt court { readminName } }` asks for none, so its page is one plain index read), or all
 *   of them (undefined) when it asks for labels or attribute entries, which read every one. A field left out and
 *   wanted after all (through a resolver of another field) is read for the whole page in one query
 *   (RecordStore.completed).
 * - `references`: the reference fields whose records the answer reads, those it selects (`court { readminName }`),
 *   those its rows' names show (`{homeTeam.name} vs {awayTeam.name}`), or all of them for attribute entries
 *   (labels read only the row's own fields). RecordStore.list reads them in the page's own statement instead of one lookup per referenced type.
 * - `nameOnlyReferences`: those of them the answer shows by name alone (`court { readminName }`, or only in the
 *   row's own name): their joins read the columns names read, not the whole record.
 */
export const listSelection = (type: NormalizedType, info: GraphQLResolveInfo): ListSelection => {
  // A document is parsed once and its syntax tree kept (yoga's parse cache), so the answer is kept with its field
  // node: the same list request asks the same thing every time.
  const node = info.fieldNodes[0];
  const cached = info.fieldNodes.length === 1 ? selections.get(node)?.get(type) : undefined;
  if (cached) return cached;
  const selection = walkSelection(type, info);
  if (info.fieldNodes.length === 1) {
    if (!selections.has(node)) selections.set(node, new WeakMap());
    selections.get(node)!.set(type, selection);
  }
  return selection;
};

type ListSelection = Pick<ListArgs, 'computed' | 'references' | 'nameOnlyReferences'>;

/** listSelection's answers by the list field's node and the listed type (the typename is an argument). */
const selections = new WeakMap<FieldNode, WeakMap<NormalizedType, ListSelection>>();

const walkSelection = (type: NormalizedType, info: GraphQLResolveInfo): ListSelection => {
  const names = new Set(info.fieldNodes.flatMap((node) => [...selectedNames(node.selectionSet, info)]));
  const readsAll = READS_EVERY_COMPUTED.some((n) => names.has(n));
  const readsAllReferences = READS_EVERY_REFERENCE.some((n) => names.has(n));
  const nameTemplate = type.display.name;
  const shownName = names.has('readminName') ? nameTemplate : '';
  const references = type.fields.filter(
    (f) => f.type === 'reference' && (readsAllReferences || names.has(f.name) || shownName.includes(`{${f.name}.`)),
  );
  return {
    computed: readsAll
      ? undefined
      : type.fields
          .filter(isComputed)
          .filter((f) => names.has(attributeName(f)) || names.has(f.name) || nameTemplate.includes(`{${f.name}`) || nameTemplate === f.name)
          .map((f) => f.name),
    references: references.map((f) => f.name),
    // Attribute entries read references whole; elsewhere a reference only named needs no more.
    nameOnlyReferences: readsAllReferences
      ? []
      : references
          .filter((f) =>
            info.fieldNodes.every((node) => fieldNodesNamed(node.selectionSet, info, f.name).every((n) => asksNameOnly(n.selectionSet, info))),
          )
          .map((f) => f.name),
  };
};
