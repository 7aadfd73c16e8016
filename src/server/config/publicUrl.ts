/** Where a request's public URL comes from: the job runner's, when the server was started with one. */
export interface PublicUrlSource {
  exports?: { publicUrl: string };
}

/** The address emails link to: the server's public URL (PUBLIC_URL; the job runner's when it is wired). */
export const publicUrlOf = (ctx: PublicUrlSource): string =>
  (ctx.exports?.publicUrl ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');

/** Where the player portal's stand-in answers when no portal is configured (features/leagues/playerPortalStandIn.ts). */
export const PLAYER_PORTAL_STAND_IN_PATH = '/player_portal';

/**
 * No portal is configured and this is not production (NODE_ENV, as the portal's signing secret reads it): this
 * server's stand-in answers for the portal, and the links lead to it.
 */
export const playerPortalStandInServed = (): boolean => !process.env.PLAYER_PORTAL_URL && process.env.NODE_ENV !== 'production';

/**
 * The player portal (PLAYER_PORTAL_URL); outside production without one, this server's stand-in; in production
 * without one, null: no link is offered rather than one to nowhere.
 */
export const playerPortalUrl = (ctx: PublicUrlSource = {}): string | null =>
  playerPortalStandInServed() ? `${publicUrlOf(ctx)}${PLAYER_PORTAL_STAND_IN_PATH}` : process.env.PLAYER_PORTAL_URL || null;

/** The scorekeeper app (SCOREKEEPER_URL), a separate application; null when not configured. */
export const scorekeeperAppUrl = (): string | null => process.env.SCOREKEEPER_URL || null;
