import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashSecretToken, newSecretToken } from '../../auth/secretTokens.ts';
import { verifyPassword } from '../../auth/passwords.ts';

/**
 * An API key is `<clientId>.<secret>`: the client id names the credential (stored in clear, unique), the
 * secret carries 256 random bits and only its SHA-256 is stored, as GitHub does for its tokens. A secret of
 * that entropy needs no slow hash: nobody can guess it, so a fast one leaves nothing to brute-force.
 */
export interface IssuedKey {
  clientId: string;
  secretHash: string;
  apiKey: string;
}

export const issueApiKey = (): IssuedKey => {
  const clientId = `rk_${randomBytes(9).toString('base64url')}`;
  const secret = newSecretToken();
  return { clientId, secretHash: hashSecretToken(secret), apiKey: `${clientId}.${secret}` };
};

/** The client id and secret of an `Authorization: Bearer <clientId>.<secret>` header, or null when malformed. */
export const parseBearerKey = (authorization: string | undefined): { clientId: string; secret: string } | null => {
  const match = /^Bearer ([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{16,200})$/.exec(authorization?.trim() ?? '');
  return match ? { clientId: match[1], secret: match[2] } : null;
};

/**
 * Whether a secret matches its stored hash. A credential whose secret an admin typed (not one the server
 * issued) holds an argon2id hash of it instead; it verifies too, slowly, until it is replaced.
 */
export const secretMatches = async (storedHash: string, secret: string): Promise<boolean> => {
  if (storedHash.startsWith('$argon2')) return verifyPassword(storedHash, secret);
  const given = Buffer.from(hashSecretToken(secret));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
};
