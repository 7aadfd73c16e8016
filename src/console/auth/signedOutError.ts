import { CONSOLE_BASE } from '../../metadata/naming.ts';
import { LOGIN_PATH, loginPathFor } from './redirectTarget.ts';

type Here = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * The login page that brings a signed-out visitor back to this page with its hash, or undefined when the page has
 * none. react-admin sends them to the login page with the wanted path and query in location state, but not the
 * hash, which holds a list's filters (spec 000 §2.14): a link to a filtered list (a record's Audit Events) opened
 * while signed out would land on the whole list after signing in. Without a hash react-admin's own redirect stands
 * (useRedirectParamFromState.ts).
 *
 * @example loginKeepingHash({ pathname: '/readmin/paper_trail_versions', search: '', hash: '#%7B…' })
 *          // '/readmin/login?redirect=%2Freadmin%2Fpaper_trail_versions%23%257B…'
 */
export const loginKeepingHash = (here: Here | undefined = globalThis.location): string | undefined =>
  here?.hash && here.hash !== '#' && here.pathname.startsWith(`${CONSOLE_BASE}/`) && here.pathname !== LOGIN_PATH
    ? loginPathFor(here.pathname + here.search + here.hash)
    : undefined;

/**
 * What checkAuth throws for a signed-out visitor: with a hash to keep, it names that login page (`redirectTo`,
 * which react-admin follows instead of its bare login URL).
 */
export const signedOutError = (here?: Here): Error & { redirectTo?: string } => {
  const error: Error & { redirectTo?: string } = new Error();
  const redirectTo = loginKeepingHash(here);
  if (redirectTo) error.redirectTo = redirectTo;
  return error;
};
