import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeOwnerOfPath } from '../../console/routeOwner.ts';
import { CONSOLE_BOOT_ELEMENT_ID, scriptSafeJson, type ConsoleBoot } from '../../shared/consoleBoot.ts';
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

const bootData = async (run: RunQuery | null, pathname: string): Promise<ConsoleBoot> => {
  const currentUser = run && (dataOf(await run(CURRENT_USER_QUERY), 'currentUser').currentUser as BootUser | null);
  if (!run || !currentUser) return SIGNED_OUT;
  const orgIds = sidebarOrgIds(currentUser, pathname);
  const [orgs, partners] = await Promise.all([
    orgIds.length ? run(shellOrgsQuery(orgIds.length), Object.fromEntries(orgIds.map((id, i) => [`id${i}`, id]))) : null,
    currentUser.isAdmin ? run(SIDEBAR_API_PARTNERS_QUERY) : null,
  ]);
  const orgData = orgs && dataOf(orgs, 'sidebar organisations');
  return {
    currentUser,
    orgs: orgIds.map((_, i) => orgData?.[`o${i}`]).filter(Boolean),
    ...(partners ? { apiPartners: dataOf(partners, 'sidebar API partners').items as unknown[] } : {}),
  };
};

export interface ConsoleBootHead {
  /** The `<script type="application/json">` to put in <head>, or '' when nothing could be inlined. */
  script: string;
  /** Whether the page goes to a visitor with a valid session (false when that could not be told). */
  signedIn: boolean;
}

/**
 * The `<script type="application/json">` with the signed-in viewer's current user and sidebar data for a
 * console page, or `currentUser: null` without a valid session. The page is sent with no-store, so this never
 * outlives the session in a cache. A failure inlines nothing: it costs the console one request, not the page.
 */
export const consoleBootScript = async (
  queries: QueriesAsViewer,
  req: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
): Promise<ConsoleBootHead> => {
  try {
    const boot = await bootData(await queries(req, reply), pathname);
    return {
      script: `<script type="application/json" id="${CONSOLE_BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`,
      signedIn: boot.currentUser !== null,
    };
  } catch (error) {
    req.log.warn({ err: error }, 'console boot data not inlined');
    return { script: '', signedIn: false };
  }
};
