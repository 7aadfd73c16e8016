import { declaredOperation, ownEntry, type NormalizedType, type Registry, type TypeSummary } from '../metadata/normalized.ts';
import { BANNER } from './banner.ts';
import { CUSTOM_TAB_READS, isCustomComponent } from '../metadata/customComponents.ts';

/**
 * What the server alone needs to know, left out of the browser's copy of the registry: table and column
 * names, the ownership paths of rows, foreign-key rules, how an operation takes effect and which orders are
 * indexed. Also the permission model (each role's grants, who may run an action or operation): the bundle is
 * public, so a signed-in user gets their own roles' part of it with currentUser.access (src/shared/viewerAccess.ts).
 */
const SERVER_ONLY = {
  type: ['table', 'permissions'],
  ownership: ['org', 'venue', 'apiPartner'],
  field: ['column', 'onDelete'],
  operation: ['set', 'handler', 'roles'],
  action: ['roles'],
  orderOption: ['indexedWith'],
} as const;

export const SERVER_ONLY_KEYS = SERVER_ONLY;

/** Where the console's copy of the registry goes: one small eager index and one module per type. */
export const CONSOLE_INDEX_PATH = 'src/generated/consoleIndex.json';
export const CONSOLE_TYPES_DIR = 'src/generated/consoleTypes';

/** Per type, the other types its pages read (src/console/registry.ts loads them with the type). */
export interface PageNeeds {
  list?: string[];
  detail?: string[];
}

export interface ConsoleIndex {
  types: Record<string, TypeSummary>;
  pages: Record<string, PageNeeds>;
}

const without = <T extends object>(value: T, keys: readonly string[]): T =>
  Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k))) as T;

const browserType = (t: NormalizedType): NormalizedType => ({
  ...without(t, SERVER_ONLY.type),
  ownership: without(t.ownership, SERVER_ONLY.ownership),
  list: { ...t.list, orderOptions: t.list.orderOptions.map((o) => without(o, SERVER_ONLY.orderOption)) },
  fields: t.fields.map((f) => without(f, SERVER_ONLY.field)),
  actions: t.actions.map((a) => without(a, SERVER_ONLY.action)),
  operations: {
    ...t.operations,
    custom: Object.fromEntries(
      Object.entries(t.operations.custom).map(([n, o]) => [
        n,
        { ...without(o, SERVER_ONLY.operation), arguments: o.arguments.map((f) => without(f, SERVER_ONLY.field)) },
      ]),
    ),
  },
});

const summaryOf = (t: NormalizedType): TypeSummary => ({
  typename: t.typename,
  route: t.route,
  label: t.label,
  ownership: { orgRoute: t.ownership.orgRoute, apiPartnerRoute: t.ownership.apiPartnerRoute },
  sidebar: t.sidebar,
  list: { search: t.list.search, route: t.list.route },
  ...(t.display.optionDetail && { display: { optionDetail: t.display.optionDetail } }),
});

/** A list page and its dialogs read the type and the types declaring the operations its actions run (e.g. generatePassphrase). */
const listReads = (registry: Registry, type: NormalizedType): string[] =>
  type.actions
    .filter((a) => a.kind === 'custom' && !ownEntry(type.operations.custom, a.mutation))
    .flatMap((a) => declaredOperation(registry, a.mutation)?.type.typename ?? []);

/**
 * A detail page reads, besides its list's types: Note (the System Notes tab), each association tab's type
 * with what that type's list reads (the tab is the associated type's list, create action included), and
 * what its component tabs declare they read (CUSTOM_TAB_READS). One level deep: a tab's rows link to their
 * records by the URL the server gives, not through the registry.
 */
const detailReads = (registry: Registry, type: NormalizedType): string[] => [
  ...listReads(registry, type),
  ...(registry.types.Note ? ['Note'] : []),
  ...Object.values(type.associations).flatMap((a) => [a.typename, ...listReads(registry, registry.types[a.typename])]),
  ...type.tabs.flatMap((t) => (t.component && isCustomComponent('tab', t.component) ? (CUSTOM_TAB_READS[t.component] ?? []) : [])),
];

/** Sorted, without duplicates and without the page's own type, which the console always loads. */
const othersThan = (typename: string, names: string[]): string[] => [...new Set(names)].filter((n) => n !== typename).sort();

export const pageNeeds = (registry: Registry, type: NormalizedType): PageNeeds => {
  const list = othersThan(type.typename, listReads(registry, type));
  const detail = othersThan(type.typename, detailReads(registry, type));
  return { ...(list.length ? { list } : {}), ...(detail.length ? { detail } : {}) };
};

/**
 * The registry as the console bundle receives it (src/console/registry.ts): an index of every type's
 * summary and the types each page reads, loaded with the shell, and one module per type, loaded with the
 * pages that read it, so that the first page does not grow with the number of types. The console reads
 * them through the same types; a test makes sure none of the server-only keys is in them.
 */
export const emitConsoleRegistry = (registry: Registry): { path: string; content: string }[] => {
  const types = Object.values(registry.types);
  const index: ConsoleIndex = {
    types: Object.fromEntries(types.map((t) => [t.typename, summaryOf(t)])),
    pages: Object.fromEntries(types.map((t) => [t.typename, pageNeeds(registry, t)]).filter(([, needs]) => Object.keys(needs).length)),
  };
  return [
    { path: CONSOLE_INDEX_PATH, content: `${JSON.stringify({ $comment: BANNER, ...index })}\n` },
    ...types.map((t) => ({
      path: `${CONSOLE_TYPES_DIR}/${t.typename}.json`,
      content: `${JSON.stringify({ $comment: BANNER, type: browserType(t) })}\n`,
    })),
  ];
};
