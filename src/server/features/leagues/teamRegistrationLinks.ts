import { hashSecretToken, newSecretToken } from '../../auth/secretTokens.ts';
import type { Db } from '../../db/database.ts';
import type { RequestContext } from '../../context.ts';
import { publicUrlOf } from '../../config/publicUrl.ts';

/** The address of a registration form's link (spec 000 §2.9). */
export const registrationLinkOf = (ctx: RequestContext, token: string): string =>
  `${publicUrlOf(ctx)}/team_registrations/${encodeURIComponent(token)}`;

/**
 * A new secret for a registration form's link. Only its SHA-256 is stored (as GitHub does with its
 * tokens): the returned token is the one chance to show or email the link, and any earlier link of the
 * form stops working.
 */
export const issueRegistrationToken = async (trx: Db, formId: number): Promise<string> => {
  const token = newSecretToken();
  await trx
    .updateTable('team_registrations')
    .set({ token_hash: hashSecretToken(token), updated_at: new Date() })
    .where('id', '=', formId)
    .execute();
  return token;
};
