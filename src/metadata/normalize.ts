import type { Action, CustomOperation, Field, RecordTypeMetadata, Operation } from '../generated/metadataTypes.ts';
import {
  ROLES,
  type NormalizedCustomOperation,
  type NormalizedField,
  type NormalizedFilter,
  type NormalizedOperation,
  type NormalizedType,
  type Option,
  type Registry,
  type ReturnKind,
} from './normalized.ts';
import { FIELD_TYPES } from './fieldTypes.ts';
import { defaultActions } from './defaultActions.ts';
import {
  batchMutationName,
  camelCase,
  columnName,
  createMutationName,
  humanize,
  lowerFirst,
  pluralize,
  snakeCase,
  type MutationVerb,
} from './naming.ts';

const toOption = (o: string | { value: string; label?: string }): Option =>
  typeof o === 'string' ? { value: o, label: humanize(o) } : { value: o.value, label: o.label ?? humanize(o.value) };

const normalizeField = (name: string, f: Field): NormalizedField => ({
  ...FIELD_TYPES[f.type].limits,
  ...f,
  name,
  label: f.label ?? humanize(name),
  column: f.column ?? columnName(name, f.type),
  options: f.options?.map(toOption),
  // A computed field is never written: the generated inputs leave it out and a write refuses it.
  ...(f.computed !== undefined && { readOnly: true }),
});

/** The API field that carries a result of each kind, unless the operation names its own. */
const RESULT_FIELD: Record<ReturnKind, string> = { none: 'success', records: 'records', url: 'url', file: 'base64', image: 'base64', value: 'value' };

const normalizeCustom = (
  name: string,
  o: CustomOperation,
  permissions: NormalizedType['permissions'],
  fields: Record<string, Field>,
): NormalizedCustomOperation => {
  const grant = o.grant ?? 'update';
  // A named update asks for the type's own fields, declared once on the type.
  const declared = o.update ? Object.fromEntries(o.update.filter((f) => fields[f]).map((f) => [f, fields[f]])) : (o.arguments ?? {});
  return {
    name,
    description: o.description ?? '',
    target: o.target,
    ids: o.target === 'none' ? null : (o.ids ?? (o.target === 'batch' ? 'ids' : 'id')),
    grant,
    roles: o.roles ?? ROLES.filter((r) => permissions[r].includes(grant)),
    arguments: Object.entries(declared).map(([arg, f]) => normalizeField(arg, f)),
    ...(o.availability && { availability: o.availability }),
    ...(o.set && { set: o.set }),
    ...(o.update && { update: o.update }),
    ...(o.handler && { handler: o.handler }),
    returns: {
      kind: o.returns.kind,
      ...(o.returns.mime && { mime: o.returns.mime }),
      field: o.returns.field ?? RESULT_FIELD[o.returns.kind],
      ...(o.returns.copiedMessage && { copiedMessage: o.returns.copiedMessage }),
      ...(o.returns.label && { label: o.returns.label }),
      ...(o.returns.note && { note: o.returns.note }),
      ...(o.returns.emptyMessage && { emptyMessage: o.returns.emptyMessage }),
      ...(o.returns.open && { open: true }),
      ...(o.returns.extraFields?.length && { extraFields: o.returns.extraFields }),
      ...(o.returns.text && { text: true }),
    },
  };
};

/** A declared operation with the permissions of the type declaring it (its roles default from them). */
interface DeclaredOperation {
  operation: CustomOperation;
  permissions: NormalizedType['permissions'];
}

const permissionsOf = (m: RecordTypeMetadata): NormalizedType['permissions'] =>
  Object.fromEntries(ROLES.map((r) => [r, m.permissions?.[r] ?? []])) as NormalizedType['permissions'];

/** Every declared operation by name: an action may run one of another type when it has no target. */
const declaredOperations = (all: RecordTypeMetadata[]): Map<string, DeclaredOperation> =>
  new Map(
    all.flatMap((m) => Object.entries(m.operations?.custom ?? {}).map(([name, operation]) => [name, { operation, permissions: permissionsOf(m) }])),
  );

/** A custom action is offered to whom and when its operation allows, unless it says otherwise. */
const withOperationDefaults = (a: Action, declared: DeclaredOperation | undefined): Action => {
  if (!declared || a.kind !== 'custom') return a;
  const { operation, permissions } = declared;
  return {
    ...a,
    availability: a.availability ?? operation.availability?.when,
    fields: a.fields ?? operation.update ?? Object.keys(operation.arguments ?? {}),
    roles: a.roles ?? ROLES.filter((r) => (operation.roles ? operation.roles.includes(r) : permissions[r].includes(operation.grant ?? 'update'))),
  };
};

const BOOLEAN_OPTIONS: Option[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

const normalizeOperation = (
  typename: string,
  plural: string,
  verb: MutationVerb,
  op: boolean | Operation | undefined,
): NormalizedOperation | undefined => {
  if (!op) return undefined;
  const o = op === true ? {} : op;
  const batch = o.batch ?? false;
  return { name: o.name ?? batchMutationName(typename, plural, o.verb ?? verb, batch), batch };
};

/** Fills every default once; consumers never re-derive names or labels. Assumes the checks passed. */
const normalizeType = (m: RecordTypeMetadata, declared: Map<string, DeclaredOperation>): NormalizedType => {
  const plural = m.plural ?? (m.route ? camelCase(m.route) : pluralize(lowerFirst(m.typename)));
  const fields: NormalizedField[] = Object.entries(m.fields).map(([name, f]) => normalizeField(name, f));
  const byName = new Map(fields.map((f) => [f.name, f]));

  const filters: NormalizedFilter[] = (m.list?.filters ?? []).map((flt) => {
    const field = flt.field ? byName.get(flt.field) : undefined;
    const derived = field?.type === 'boolean' ? BOOLEAN_OPTIONS : (field?.options ?? []);
    const optionsTypename = flt.sameAs ? m.typename : field?.type === 'reference' || field?.type === 'references' ? field.typename : undefined;
    const optionsQuery = field?.type === 'enum' && !flt.options ? field.optionsQuery : undefined;
    const options = flt.options ?? derived;
    const typed = field && !options.length && !optionsTypename && !optionsQuery;
    return {
      name: flt.name,
      label: flt.label ?? humanize(flt.name),
      field: flt.field,
      ...(flt.sameAs && { sameAs: true }),
      optionsTypename,
      optionsQuery,
      options,
      ...(typed && { typedValue: FIELD_TYPES[field.type].graphql === 'Int' || FIELD_TYPES[field.type].graphql === 'Float' ? 'number' : 'text' }),
      required: flt.required ?? false,
      defaultValue: flt.defaultValue,
    };
  });

  const operations = {
    create: m.operations?.create
      ? { name: (typeof m.operations.create === 'object' && m.operations.create.name) || createMutationName(m.typename), batch: false }
      : undefined,
    update: normalizeOperation(m.typename, plural, 'Update', m.operations?.update),
    remove: normalizeOperation(m.typename, plural, 'Remove', m.operations?.remove),
  };
  const permissions = permissionsOf(m);

  return {
    typename: m.typename,
    route: m.route ?? null,
    plural,
    label: m.label,
    description: m.description ?? '',
    table: m.storage?.table ?? m.route ?? snakeCase(plural),
    timestamps: m.storage?.timestamps ?? true,
    uniqueTogether: (m.uniqueTogether ?? []).map((u) => ({ fields: [...u.fields], message: u.message })),
    checks: (m.checks ?? []).map((c) => ({ rule: c.rule, field: c.field, message: c.message })),
    fields,
    display: {
      name: m.display?.name ?? (byName.has('name') ? 'name' : `${m.label.singular} #{id}`),
      logo: m.display?.logo,
      thumbnail: m.display?.thumbnail,
      video: m.display?.video,
      labels: m.display?.labels ?? [],
      summary: m.display?.summary ?? [],
      detailsTab: m.display?.detailsTab ?? true,
      ...(m.display?.optionDetail && {
        optionDetail: { field: m.display.optionDetail, reference: byName.get(m.display.optionDetail)?.type === 'reference' },
      }),
    },
    ownership: {
      ...(m.ownership?.org && { org: m.ownership.org }),
      ...(m.ownership?.venue && { venue: m.ownership.venue }),
      ...(m.ownership?.apiPartner && { apiPartner: m.ownership.apiPartner }),
      orgRoute: m.ownership?.orgRoute ?? false,
      apiPartnerRoute: m.ownership?.apiPartnerRoute ?? false,
    },
    list: {
      route: m.list?.route === false || !m.route ? null : (m.list?.route ?? m.route),
      view: m.list?.view ?? 'table',
      columns: m.list?.columns ?? fields.slice(0, 4).map((f) => f.name),
      search: m.list?.search ?? [],
      filters,
      scopes: (m.list?.scopes ?? []).map((s) => ({ ...s })),
      orderOptions: (m.list?.orderOptions ?? []).map((o) => ({
        name: o.name,
        label: o.label ?? humanize(o.name),
        by: o.by.map((b) => ({ field: b.field, direction: b.direction ?? 'asc' })),
        indexedWith: o.indexedWith ?? [],
      })),
      dateRange: m.list?.dateRange
        ? { field: m.list.dateRange.field, future: m.list.dateRange.future ?? false, default: m.list.dateRange.default }
        : null,
    },
    associations: Object.fromEntries(
      Object.entries(m.associations ?? {}).map(([name, a]) => [
        name,
        {
          typename: a.typename,
          from: a.from?.split('.') ?? [],
          via: a.via === undefined ? [] : typeof a.via === 'string' ? [a.via] : a.via,
          view: a.view ?? 'table',
        },
      ]),
    ),
    tabs: (m.tabs ?? []).map((t) => ({ ...t })),
    operations: {
      ...Object.fromEntries(Object.entries(operations).filter(([, v]) => v)),
      custom: Object.fromEntries(
        Object.entries(m.operations?.custom ?? {})
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, o]) => [name, normalizeCustom(name, o, permissions, m.fields)]),
      ),
    },
    // The usual Add, Edit and Remove first, filled in here once (src/metadata/defaultActions.ts), then the declared ones.
    actions: [...defaultActions(m), ...(m.actions ?? [])]
      .map((a) => withOperationDefaults(a, declared.get(a.mutation ?? '')))
      .map((a) => ({
        name: a.name,
        label: a.label,
        kind: a.kind,
        mutation: a.mutation ?? (a.kind === 'custom' ? '' : (operations[a.kind]?.name ?? '')),
        fields: a.fields ?? [],
        batch: a.batch ?? false,
        placement: a.placement ?? 'both',
        availability: a.availability,
        confirm: a.confirm,
        roles: a.roles ?? ['platformAdmin'],
        result: a.result ?? 'close',
        component: a.component,
        ...(a.submitLabel && { submitLabel: a.submitLabel }),
        ...(a.probe && { probe: { ...a.probe, submitWhenFound: a.probe.submitWhenFound ?? false } }),
        ...(a.prefill && { prefill: a.prefill }),
      })),
    permissions,
    sidebar: {
      platformGroup: m.sidebar?.platformGroup ?? 'Others',
      orgGroupOrder: m.sidebar?.orgGroupOrder,
      orgGroupEach: m.sidebar?.orgGroupEach ?? false,
      label: m.sidebar?.label ?? m.label.plural,
      visibleWhen: m.sidebar?.visibleWhen,
    },
  };
};

export const normalizeAll = (all: RecordTypeMetadata[]): Registry => {
  const declared = declaredOperations(all);
  return {
    types: Object.fromEntries([...all].sort((a, b) => a.typename.localeCompare(b.typename)).map((m) => [m.typename, normalizeType(m, declared)])),
  };
};
