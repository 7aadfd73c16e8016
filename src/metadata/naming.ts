/**
 * The one place where names are derived: tables, columns, GraphQL operations and routes.
 * The generator, the server and the console all call these, so nothing guesses a name at run time.
 */

export const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
export const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** fooBarBaz → foo_bar_baz */
export const snakeCase = (s: string): string =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

/** foo_bar → fooBar */
export const camelCase = (s: string): string => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** fooBarBaz → Foo bar baz */
export const humanize = (s: string): string => upperFirst(snakeCase(s).replace(/_/g, ' '));

/** Naive English plural, used only when a type declares neither route nor plural. */
export const pluralize = (s: string): string => (/(s|x|z|ch|sh)$/.test(s) ? `${s}es` : /[^aeiou]y$/.test(s) ? `${s.slice(0, -1)}ies` : `${s}s`);

/** Column of a field: references get an _id suffix, reference lists (plural names) a singular _ids one. */
export const columnName = (field: string, type: string): string =>
  type === 'reference' ? `${snakeCase(field)}_id` : type === 'references' ? `${snakeCase(field).replace(/s$/, '')}_ids` : snakeCase(field);

export type MutationVerb = 'Update' | 'Remove' | 'Delete';

export const createMutationName = (typename: string): string => `add${typename}`;

/** Batch mutations are named from the plural (orgsUpdate), single ones from the type (userUpdate). */
export const batchMutationName = (typename: string, plural: string, verb: MutationVerb, batch: boolean): string =>
  batch ? `${plural}${verb}` : `${lowerFirst(typename)}${verb}`;

export const CONSOLE_BASE = '/readmin';

/** An organisation's Referee Game Management page, under /readmin/orgs/:orgId (spec 002 §2.10, sidebar 'Referee Access'). */
export const REFEREE_MANAGEMENT_ROUTE = 'games/manage_referees';

/** Path of a record type's list, optionally inside an organisation or API partner. */
export const listPath = (route: string, routeOwner?: { orgId?: string | number; apiPartnerId?: string | number }): string =>
  routeOwner?.orgId != null
    ? `${CONSOLE_BASE}/orgs/${routeOwner.orgId}/${route}`
    : routeOwner?.apiPartnerId != null
      ? `${CONSOLE_BASE}/api_partners/${routeOwner.apiPartnerId}/${route}`
      : `${CONSOLE_BASE}/${route}`;

export const recordPath = (route: string, id: string | number, routeOwner?: { orgId?: string | number; apiPartnerId?: string | number }): string =>
  `${listPath(route, routeOwner)}/${id}`;

/** The API name of a field's value: a reference travels as `orgId`, a reference list as `leagueIds`. */
export const attributeName = (field: { name: string; type: string }): string =>
  field.type === 'reference' ? `${field.name}Id` : field.type === 'references' ? `${field.name.replace(/s$/, '')}Ids` : field.name;

/** Input object type of a generated mutation: addTeam → AddTeamInput, teamsUpdate → TeamsUpdateInput. */
export const inputTypeName = (operationName: string): string => `${upperFirst(operationName)}Input`;
