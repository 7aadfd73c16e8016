import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a cookie or a link: 256 random bits, URL-safe. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a secret token: its SHA-256, so a database leak hands out no live session or link. */
export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');
