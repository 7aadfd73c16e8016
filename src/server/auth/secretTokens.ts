import { hash, randomBytes } from 'node:crypto';

/** A new secret for a cookie or a link: 256 random bits, URL-safe. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/**
 * What is stored of a secret token: its SHA-256, so a database leak hands out no live session or link. A session's
 * cookie is hashed when its session is read (a kept viewer is found by the cookie, see ViewerCache); the one-shot
 * `hash` does not build a Hash object, which is the dearer way to hash one short value.
 */
export const hashSecretToken = (token: string): string => hash('sha256', token, 'hex');
