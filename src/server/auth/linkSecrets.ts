import { publicUrlOf, type PublicUrlSource } from '../config/publicUrl.ts';
import { hashSecretToken, newSecretToken } from './secretTokens.ts';

/**
 * A public link's secret, issued the way API tokens are (GitHub's personal access tokens): 256 random
 * bits shown once, in the answer of the operation that issues it, and only its SHA-256 stored; a lost
 * link is replaced by issuing a new one, which ends the old.
 */
export const issueLinkSecret = (): { secret: string; hash: string } => {
  const secret = newSecretToken();
  return { secret, hash: hashSecretToken(secret) };
};

/** The address of a public link page (`/live_scorer`, `/original_videos`) for a secret. */
export const publicLinkUrl = (ctx: PublicUrlSource, path: string, secret: string): string =>
  `${publicUrlOf(ctx)}${path}/${encodeURIComponent(secret)}`;
