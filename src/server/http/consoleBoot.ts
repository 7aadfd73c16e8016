import type { FastifyReply, FastifyRequest } from 'fastify';
import { optionsQuerySource } from '../../metadata/optionSources/optionsQueryText.ts';
import type { ListRequest } from '../../shared/list/listRequest.ts';
import { routeOwnerOfPath } from '../../shared/routeOwner.ts';
import { CONSOLE_BOOT_ELEMENT_ID, scriptSafeJson, type ConsoleBoot, type InlinedList } from '../../shared/consoleBoot.ts';
import type { SourceOption } from '../../metadata/optionSources/source.ts';
import { CURRENT_USER_QUERY, shellOrgsQuery, SIDEBAR_API_PARTNERS_QUERY } from '../../shared/sessionDocuments.ts';
import type { GraphqlResult, QueriesAsViewer, RunQuery } from './graphqlRoute.ts';

interface BootUser {
  isAdmin: boolean;
  orgAdmins: { orgId: string }[];
}

const dataOf = (result: GraphqlResult, what: string): Record<string, unknown> => {
  if (result.errors?.length || !result.data) throw new Error(`${what}: ${result.errors?.map((e) => e.message).join('; ')}`);
  return result.data;
};

/** The sidebar's organisations: the same ids as SidebarMenu asks for (administered, plus the URL's one for a platform admin). */
const sidebarOrgIds = (user: BootUser, pathname: string): string[] => {
  const urlOrgId = routeOwnerOfPath(pathname).orgId;
  return [...new Set([...user.orgAdmins.map((a) => a.orgId), ...(user.isAdmin && urlOrgId ? [urlOrgId] : [])])];
};

const SIGNED_OUT: ConsoleBoot = { currentUser: null, orgs: [] };

/** What a list page reads as it shows its first rows: its first request (unless unknown) and its columns' and filters' option sources. */
export interface ListPageReads {
  resource: string;
  firstRequest: ListRequest | undefined;
  optionSources: string[];
}

/**
 * The list page's first request and its answer; undefined when it fails (no access to the type, a bad owner in
 * the URL): the console then asks and shows the error as it would for any list.
 */
const inlinedList = async (run: RunQuery, resource: string, request: ListRequest): Promise<InlinedList | undefined> => {
  // Variables as JSON sends them (undefined left out): the console compares them with its own request's.
  const variables = JSON.parse(JSON.stringify(request.variables)) as Record<string, unknown>;
  const result = await run(request.query, variables);
  return result.errors?.length || !result.data ? undefined : { resource, variables, data: result.data };
};

/** The choices of each option source, by name; a source that fails is left out (its filter then asks). */
const inlinedOptionSources = async (run: RunQuery, names: string[]): Promise<Record<string, SourceOption[]>> => {
  const answers = await Promise.all(names.map((name) => run(optionsQuerySource(name))));
  return Object.fromEntries(
    names.flatMap((name, i) => (answers[i].data && !answers[i].errors?.length ? [[name, answers[i].data.values as SourceOption[]]] : [])),
  );
};

/** A list page's reads: only the ones that succeeded. */
const listPageData = async (run: RunQuery, reads: ListPageReads): Promise<Pick<ConsoleBoot, 'firstList' | 'optionSources'>> => {
  const [list, optionSources] = await Promise.all([
    reads.firstRequest && inlinedList(run, reads.resource, reads.firstRequest),
    inlinedOptionSources(run, reads.optionSources),
  ]);
  return { ...(list ? { firstList: list } : {}), ...(Object.keys(optionSources).length ? { optionSources } : {}) };
};

const bootData = async (run: RunQuery | null, pathname: string, listPage: ListPageReads | undefined): Promise<ConsoleBoot> => {
  const currentUser = run && (dataOf(await run(CURRENT_USER_QUERY), 'currentUser').currentUser as BootUser | null);
  if (!run || !currentUser) return SIGNED_OUT;
  const orgIds = sidebarOrgIds(currentUser, pathname);
  const [orgs, partners, listData] = await Promise.all([
    orgIds.length ? run(shellOrgsQuery(orgIds.length), Object.fromEntries(orgIds.map((id, i) => [`id${i}`, id]))) : null,
    currentUser.isAdmin ? run(SIDEBAR_API_PARTNERS_QUERY) : null,
    listPage && listPageData(run, listPage),
  ]);
  const orgData = orgs && dataOf(orgs, 'sidebar organisations');
  return {
    currentUser,
    orgs: orgIds.map((_, i) => orgData?.[`o${i}`]).filter(Boolean),
    ...(partners ? { apiPartners: dataOf(partners, 'sidebar API partners').items as unknown[] } : {}),
    ...listData,
  };
};

export interface ConsoleBootHead {
  /** The `<script type="application/json">` to put in <head>, or '' when nothing could be inlined. */
  script: string;
  /** Whether the page goes to a visitor with a valid session (false when that could not be told). */
  signedIn: boolean;
  /** Whether the list page's first answer is in it (the page then needs no GraphQL client to show its rows). */
  listInlined: boolean;
}

const NOT_INLINED: ConsoleBootHead = { script: '', signedIn: false, listInlined: false };

/**
 * The page's viewer's in-process queries: null without a valid session, undefined when that could not be told
 * (the database failed; logged). A failure inlines nothing: it costs the console one request, not the page.
 */
export const pageViewerQueries = async (queries: QueriesAsViewer, req: FastifyRequest, reply: FastifyReply): Promise<RunQuery | null | undefined> => {
  try {
    return await queries(req, reply);
  } catch (error) {
    req.log.warn({ err: error }, 'console boot data not inlined');
    return undefined;
  }
};

/**
 * The `<script type="application/json">` with the signed-in viewer's current user and sidebar data for a
 * console page, and what a list page reads before its first rows (`listPage`), or `currentUser: null` without a
 * valid session (`run` null). The page is sent with no-store, so this never outlives the session in a cache.
 * A failure inlines nothing.
 */
export const consoleBootScript = async (
  run: RunQuery | null | undefined,
  req: FastifyRequest,
  pathname: string,
  listPage?: ListPageReads,
): Promise<ConsoleBootHead> => {
  if (run === undefined) return NOT_INLINED;
  try {
    const boot = await bootData(run, pathname, listPage);
    return {
      script: `<script type="application/json" id="${CONSOLE_BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`,
      signedIn: boot.currentUser !== null,
      listInlined: boot.firstList !== undefined,
    };
  } catch (error) {
    req.log.warn({ err: error }, 'console boot data not inlined');
    return NOT_INLINED;
  }
};
