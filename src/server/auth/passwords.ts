import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's const enum cannot be imported under isolatedModules.
const ARGON2ID = 2;

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation. */
export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

export const verifyPassword = async (hashed: string, password: string): Promise<boolean> => {
  try {
    return await verify(hashed, password);
  } catch {
    return false; // malformed hash: treat as a wrong password, never as a server error
  }
};

/** Verified when the email is unknown, so both answers take about the same time. */
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  await verifyPassword(await dummyHash, password);
};
