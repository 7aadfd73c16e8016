import type { ProbeName } from './probes.ts';
import type { FieldType, Field } from '../generated/metadataTypes.ts';
import type { JsonLogic } from './jsonLogic.ts';

/**
 * The normalized metadata: every default filled once (Payload's "sanitize" step), read by the generator,
 * the server and the console. src/generated/registry.json holds one of these per record type.
 */

export type Role = 'platformAdmin' | 'orgAdmin' | 'venueAdmin' | 'apiPartnerAdmin' | 'scorekeeper';
export const ROLES: Role[] = ['platformAdmin', 'orgAdmin', 'venueAdmin', 'apiPartnerAdmin', 'scorekeeper'];
export type Grant = 'read' | 'create' | 'update' | 'remove';
export type OwnerKind = 'org' | 'venue' | 'apiPartner';

/** The kind of owner (organisation, venue, API partner) a role is limited to: platform admins have none. */
export const ROLE_OWNER_KIND: Record<Role, OwnerKind | null> = {
  platformAdmin: null,
  orgAdmin: 'org',
  venueAdmin: 'venue',
  apiPartnerAdmin: 'apiPartner',
  scorekeeper: 'org',
};

export interface Option {
  value: string;
  label: string;
}

export interface NormalizedField extends Omit<Field, 'options' | 'label' | 'column' | 'default'> {
  name: string;
  type: FieldType;
  label: string;
  column: string;
  default?: unknown;
  options?: Option[];
}

export interface NormalizedFilter {
  name: string;
  label: string;
  field?: string;
  /** The value is a record of the type itself: the records whose `field` has its value are kept. */
  sameAs?: boolean;
  /** Options of a reference filter are looked up from this type at run time. */
  optionsTypename?: string;
  /** Options of a filter on an enum field with an option source come from that source's query. */
  optionsQuery?: string;
  options: (Option & { where?: JsonLogic })[];
  /** A filter on a field with no options (a record id, a type name) takes a typed value: text or a number. */
  typedValue?: 'text' | 'number';
  required: boolean;
  defaultValue?: string;
}

export interface NormalizedOrderOption {
  name: string;
  label: string;
  by: { field: string; direction: 'asc' | 'desc' }[];
  /** Reference filters (by name) indexed before the order's keys: a page filtered by exactly these is planned once. */
  indexedWith: string[];
}

export interface NormalizedOperation {
  name: string;
  batch: boolean;
}

/** What a declared operation answers: nothing, its records, or a value of one kind under a named field. */
export type ReturnKind = 'none' | 'records' | 'url' | 'file' | 'image' | 'value';

/**
 * A domain action declared in metadata (operations.custom), run by the one operation executor
 * (src/server/operations/executor.ts): grant and roles, the target rows within the caller's reach, availability, its
 * arguments, a declarative `set` or a handler module, audit, result, after-commit effects.
 */
export interface NormalizedCustomOperation {
  name: string;
  description: string;
  target: 'one' | 'batch' | 'none';
  /** The id argument ('ids', 'gameIds', 'gameId'); null when the operation has no target. */
  ids: string | null;
  grant: Grant;
  /** Who may run it: the declared roles, or every role holding the grant. */
  roles: Role[];
  arguments: NormalizedField[];
  availability?: { when: JsonLogic; message: string };
  /** Field name → constant, or { argument } to take an argument's value. */
  set?: Record<string, unknown>;
  handler?: string;
  /**
   * A named update of these fields (its arguments are the fields): checked and written as the generated
   * update does, and a field left out keeps each record's value.
   */
  update?: string[];
  /**
   * The answer's kind and field; for a value, copiedMessage is the console's notice after copying it, label the
   * box's label and note a sentence under it (a secret shown once); for a URL,
   * emptyMessage is said when none answers and open downloads it instead of copying it; a file declared text
   * carries its text as it is rather than base64.
   */
  returns: {
    kind: ReturnKind;
    mime?: string;
    field: string;
    copiedMessage?: string;
    label?: string;
    note?: string;
    emptyMessage?: string;
    open?: boolean;
    /** An image's or file's further String fields (previewFilterChain's ffmpegFilterChain). */
    extraFields?: string[];
    text?: boolean;
  };
}

export interface NormalizedAction {
  name: string;
  label: string;
  kind: 'create' | 'update' | 'remove' | 'custom';
  mutation: string;
  fields: string[];
  batch: boolean;
  placement: 'list' | 'record' | 'both';
  availability?: JsonLogic;
  confirm?: { message?: string; typeToConfirm?: string };
  roles: Role[];
  result: 'close' | 'download' | 'image' | 'navigate';
  component?: string;
  /** The dialog's submit button; defaults to the label of a custom action. */
  submitLabel?: string;
  /** A read query the dialog runs as the form is filled, shown as a panel (src/metadata/probes.ts). */
  probe?: { query: ProbeName; arguments: Record<string, string>; submitWhenFound: boolean };
  /** Values the dialog starts with, by field: JSON Logic over the target record. */
  prefill?: Record<string, JsonLogic>;
}

/** Rows of another type listed on a record's page (a tab), found by following references back to it. */
export interface NormalizedAssociation {
  typename: string;
  /**
   * Steps from the record through its references and associations to the anchor records the rows belong
   * to ('league', 'people.teamMemberships.team'); empty when the record itself is the anchor.
   */
  from: string[];
  /**
   * Reference paths on `typename` ('league', 'court.venue'); a row belongs when any of them leads to an
   * anchor. Empty (only with `from`): the rows are the anchors themselves.
   */
  via: string[];
  view: 'table' | 'grid';
}

/**
 * The one reference field that points straight at the parent, when the association has exactly that: the
 * column an association table leaves out and the field a create from the tab fills in.
 */
export const directVia = (a: Pick<NormalizedAssociation, 'via'> & { from?: string[] }): string | undefined =>
  !a.from?.length && a.via.length === 1 && !a.via[0].includes('.') ? a.via[0] : undefined;

export interface NormalizedTab {
  name: string;
  label: string;
  association?: string;
  /** The record's actions shown on this tab rather than on its toolbar. */
  actions?: string[];
  component?: string;
  /** Before Details, so the page opens on it. */
  first?: boolean;
  visibleWhen?: JsonLogic;
}

export interface NormalizedType {
  typename: string;
  route: string | null;
  plural: string;
  label: { singular: string; plural: string };
  description: string;
  table: string;
  timestamps: boolean;
  /** Field combinations that may exist once only, each with the message a duplicate gets (a unique index, checked before writing). */
  uniqueTogether: { fields: string[]; message: string }[];
  /** Rules across fields every write keeps: when `rule` is false for the record as it would be, `message` on `field`. */
  checks: { rule: JsonLogic; field: string; message: string }[];
  fields: NormalizedField[];
  display: {
    name: string;
    logo?: string;
    thumbnail?: string;
    video?: string;
    labels: { content: string; detail?: string; description?: string; type: 'warning' | 'success' | 'error' | 'info'; when: JsonLogic }[];
    summary: string[];
    /** Whether the record page has a Details tab. */
    detailsTab: boolean;
    /** What pickers show under the name of options that share it: a field, and whether it names a record (whose name shows). */
    optionDetail?: OptionDetail;
  };
  ownership: Partial<Record<OwnerKind, string[]>> & { orgRoute: boolean; apiPartnerRoute: boolean };
  list: {
    /** The list page's path segment (the type's route unless declared otherwise), or null: detail pages only. */
    route: string | null;
    view: 'table' | 'grid';
    columns: string[];
    search: string[];
    filters: NormalizedFilter[];
    scopes: (Option & { where?: JsonLogic })[];
    orderOptions: NormalizedOrderOption[];
    dateRange: { field: string; future: boolean; default?: string } | null;
  };
  associations: Record<string, NormalizedAssociation>;
  tabs: NormalizedTab[];
  operations: {
    create?: NormalizedOperation;
    update?: NormalizedOperation;
    remove?: NormalizedOperation;
    /** Declared domain actions, by name. */
    custom: Record<string, NormalizedCustomOperation>;
  };
  actions: NormalizedAction[];
  permissions: Record<Role, Grant[]>;
  sidebar: { platformGroup: string; orgGroupOrder?: number; orgGroupEach: boolean; label: string; visibleWhen?: JsonLogic };
}

export interface Registry {
  types: Record<string, NormalizedType>;
}

/** A type's display.optionDetail: the field pickers show under an option's name, and whether it is a reference. */
export interface OptionDetail {
  field: string;
  reference: boolean;
}

/**
 * What the console shell (sidebar, routes, home, pickers) reads of every type before the type's own module
 * loads (src/generated/consoleIndex.json). A Registry is a TypeIndex too, so shell code also runs on one.
 */
export type TypeSummary = Pick<NormalizedType, 'typename' | 'route' | 'label' | 'sidebar'> & {
  ownership: Pick<NormalizedType['ownership'], 'orgRoute' | 'apiPartnerRoute'>;
  list: Pick<NormalizedType['list'], 'search' | 'route'>;
  /** Declared only where the type has one (most have not), so the index stays small. */
  display?: Pick<NormalizedType['display'], 'optionDetail'>;
};

export interface TypeIndex {
  types: Record<string, TypeSummary>;
}

/**
 * An entry of a metadata map by a name that may come from a client: own entries only, so 'constructor'
 * or '__proto__' is an unknown name, not a property every object inherits.
 */
export const ownEntry = <T>(map: Record<string, T>, name: string): T | undefined => (Object.hasOwn(map, name) ? map[name] : undefined);

/** The record type of that name, or undefined. */
export const typeNamed = (registry: Registry, typename: string): NormalizedType | undefined => ownEntry(registry.types, typename);

/** A field derived by a feature's server module (src/server/features/<name>/computed/) from other rows: read-only, no column of its own. */
export const isComputed = (field: Pick<NormalizedField, 'computed'>): boolean => field.computed !== undefined;

/** The fields with a column of their own: what tables, writes and audit versions are made of. */
export const storedFields = (type: Pick<NormalizedType, 'fields'>): NormalizedField[] => type.fields.filter((f) => !isComputed(f));

/** Every mutation of a type: its generated create, update and remove, and its declared operations. */
export const operationNames = (type: NormalizedType): string[] => {
  const { create, update, remove, custom } = type.operations;
  return [...[create, update, remove].flatMap((o) => (o ? [o.name] : [])), ...Object.keys(custom)];
};

/** The declared operation a custom action runs, if any. */
export const operationOfAction = (
  type: NormalizedType,
  action: Pick<NormalizedAction, 'kind' | 'mutation'>,
): NormalizedCustomOperation | undefined => (action.kind === 'custom' ? ownEntry(type.operations.custom, action.mutation) : undefined);

/**
 * The declared operation of that name and the type declaring it. Operation names are API mutation names,
 * unique over the registry (M610), so an action of another type (a service operation such as
 * generatePassphrase, offered on several lists) finds it by name.
 */
export const declaredOperation = (registry: Registry, name: string): { type: NormalizedType; operation: NormalizedCustomOperation } | undefined => {
  for (const type of Object.values(registry.types)) {
    const operation = ownEntry(type.operations.custom, name);
    if (operation) return { type, operation };
  }
  return undefined;
};
