/** Where a request's public URL comes from: the job runner's, when the server was started with one. */
export interface PublicUrlSource {
  exports?: { publicUrl: string };
}

/** The address emails link to: the server's public URL (PUBLIC_URL; the job runner's when it is wired). */
export const publicUrlOf = (ctx: PublicUrlSource): string =>
  (ctx.exports?.publicUrl ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');

/** The player portal (PLAYER_PORTAL_URL), as the current user's link to it says. */
export const playerPortalUrl = (): string => process.env.PLAYER_PORTAL_URL ?? 'https://players.example.com';
