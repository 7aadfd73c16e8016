import { Kind, parse, visit, type DocumentNode } from 'graphql';

/** A feature's SDL (src/server/features/<name>/schema.graphql): new types, `extend type Query`, fields on record types. */
export interface SdlFragment {
  /** The feature's name: fragments are appended in its order, whoever lists them. */
  name: string;
  sdl: string;
}

const BUILT_IN_SCALARS = ['String', 'Int', 'Float', 'Boolean', 'ID'];

const definedIn = (doc: DocumentNode): Set<string> =>
  new Set(doc.definitions.flatMap((d) => ('name' in d && d.name && d.kind !== Kind.DIRECTIVE_DEFINITION ? [d.name.value] : [])));

/** Every type a fragment names: the types it extends and every type its fields, arguments and unions refer to. */
const namedIn = (doc: DocumentNode): Set<string> => {
  const names = new Set<string>();
  const extended = (node: { name: { value: string } }) => void names.add(node.name.value);
  visit(doc, {
    NamedType: (node) => void names.add(node.name.value),
    ObjectTypeExtension: extended,
    InputObjectTypeExtension: extended,
    InterfaceTypeExtension: extended,
    EnumTypeExtension: extended,
    UnionTypeExtension: extended,
    ScalarTypeExtension: extended,
  });
  return names;
};

/**
 * The fragments that apply to a schema whose other parts are `base`: those naming only types it or they themselves
 * define. A feature extending a record type the registry lacks (a test's own metadata) is left out, not an error.
 */
export const applicableFragments = (base: string, fragments: readonly SdlFragment[]): SdlFragment[] => {
  const known = new Set([...BUILT_IN_SCALARS, ...definedIn(parse(base))]);
  return [...fragments]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .filter((f) => {
      const doc = parse(f.sdl);
      const own = definedIn(doc);
      return [...namedIn(doc)].every((name) => known.has(name) || own.has(name));
    });
};
