import { CONSOLE_BOOT_ELEMENT_ID, type ConsoleBoot, type InlinedList } from '../../shared/consoleBoot.ts';
import type { SourceOption } from '../../metadata/optionSources/source.ts';
import type { ShellApiPartner, ShellOrg } from '../graphql/frameRequests.ts';
import type { CurrentUser } from './currentUser.ts';

type Boot = ConsoleBoot<CurrentUser, ShellOrg, ShellApiPartner>;

/**
 * What the server inlined in the page (src/server/http/consoleBoot.ts): the current user (null when served
 * signed out) and the sidebar's data, so the console's first page makes no request for them. It stands for
 * the session the page was served in only: forgotten once that user is gone (sign-out, or read as signed out).
 */
let boot: Boot | null | undefined;

const inlined = (): Boot | null => {
  if (boot === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(CONSOLE_BOOT_ELEMENT_ID)?.textContent;
    boot = text ? (JSON.parse(text) as Boot) : null;
  }
  return boot;
};

/** The inlined current user; null when the page was served signed out; undefined when none is inlined or it was forgotten. */
export const bootCurrentUser = (): CurrentUser | null | undefined => inlined()?.currentUser;

/** The inlined sidebar data, while `userId` is the user it was inlined for. */
export const bootSidebar = (userId: string | undefined): Pick<Boot, 'orgs' | 'apiPartners'> | undefined => {
  const data = inlined();
  return data?.currentUser && data.currentUser.id === userId ? data : undefined;
};

/**
 * The list page's first request and its data, inlined by the server, while a list of `resource` may still be
 * its first. Read, not taken: React may render a list and discard that render (a lazy part of the page still
 * loading suspends it), so only the render that reaches the screen ends it (forgetFirstList).
 */
export const peekFirstList = (resource: string): InlinedList | undefined => {
  const firstList = inlined()?.firstList;
  return firstList?.resource === resource ? firstList : undefined;
};

/**
 * A list of `resource` is on screen: its first request is over, whether it was the inlined one or not. A later
 * request (another filter, a refetch, back on this list) must reach the server; an answer kept for it would be
 * stale by then.
 */
export const forgetFirstList = (resource: string): void => {
  if (peekFirstList(resource)) delete boot!.firstList;
};

/** Whether the page came with its list's first answer (its first rows then need no GraphQL client). */
export const bootHasFirstList = (): boolean => inlined()?.firstList !== undefined;

/** The choices of an option source inlined in the page (they change only with a deploy), if any. */
export const bootOptionSource = (name: string): SourceOption[] | undefined => inlined()?.optionSources?.[name];

/** The session the page was served in has ended: nothing inlined applies any more. */
export const forgetBoot = (): void => {
  boot = null;
};
