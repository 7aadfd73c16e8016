import type { SourceOption } from '../metadata/optionSources/source.ts';

/**
 * What the server inlines in a console page (src/server/http/consoleBoot.ts), so that the console starts
 * without asking for the current user and the sidebar's data (src/console/auth/bootData.ts): for a visitor
 * without a valid session, `currentUser: null` (the login page then asks nothing).
 * Shapes are those of the console's own queries (auth/currentUser.ts, graphql/frameRequests.ts).
 */
export const CONSOLE_BOOT_ELEMENT_ID = 'readmin-boot';

export interface ConsoleBoot<User = unknown, Org = unknown, ApiPartner = unknown> {
  /** null: the page was served to a visitor without a valid session. */
  currentUser: User | null;
  /** The sidebar's organisations (administered ones, and the URL's one for a platform admin). */
  orgs: Org[];
  /** A platform admin's API partners (the sidebar's Integration group); absent for other users. */
  apiPartners?: ApiPartner[];
  /**
   * The answer to the list page's first request (list/firstListRequest.ts), with its variables, so that
   * the console shows the first rows without loading its GraphQL client; absent on other pages, for a
   * type whose default state the server cannot tell, or when the request failed (the console then asks).
   */
  firstList?: InlinedList;
  /** The choices of the option sources the list's columns and filters show (sports, time zones, …), by query name: they change only with a deploy. */
  optionSources?: Record<string, SourceOption[]>;
}

/** A list request the server ran for the page: its resource and variables (as JSON sends them), and its data. */
export interface InlinedList {
  resource: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

/** JSON safe inside <script type="application/json">: no `<` (so no `</script>` or `<!--`), nor the two JS line separators. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
