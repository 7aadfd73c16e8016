import { issueApiKey } from '../apiKeys.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * issueApiCredential: a credential for a partner, its client id and secret made here, answering the API key
 * (`<clientId>.<secret>`) this once; only the secret's SHA-256 is kept. The executor audits the new row.
 */
const issueApiCredential: OperationHandler = async ({ trx, args, created }) => {
  const { clientId, secretHash, apiKey } = issueApiKey();
  const row = await trx
    .insertInto('api_credentials')
    .values({
      api_partner_id: Number(args.apiPartner),
      name: String(args.name),
      client_id: clientId,
      secret_hash: secretHash,
      enabled: true,
      expires_at: (args.expiresAt as string | null | undefined) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  created(row.id);
  return apiKey;
};

export default issueApiCredential;
