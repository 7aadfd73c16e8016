import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { isSpent, rateLimiter } from './rateLimiter.ts';

/**
 * Brute-force defence for password checks (sign-in and the current password of a password change).
 * Every attempt takes a point from two budgets before the password is looked at: one per account and one
 * per client address; when either is spent, the password is not evaluated at all until its window has
 * passed. A correct password gives the account's budget back. On PostgreSQL the counters live in the
 * database (table login_throttle), so every server process shares them; on the embedded database, which
 * only one process can open, they live in memory (see rateLimiter.ts).
 */
export interface LoginThrottleSettings {
  /** Attempts per account per window. */
  perAccount: number;
  /** Attempts per client address per window (across accounts: credential stuffing). */
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleSettings = { perAccount: 10, perAddress: 50, windowSeconds: 15 * 60 };

export interface LoginThrottle {
  /**
   * Runs `evaluate` (the real password check) only if neither budget is spent; returns its answer, or
   * 'throttled' without calling it.
   */
  attempt(account: string, address: string, evaluate: () => Promise<boolean>): Promise<boolean | 'throttled'>;
}

export const createLoginThrottle = (database: Database | undefined, settings: LoginThrottleSettings = DEFAULT_LOGIN_THROTTLE): LoginThrottle => {
  const accounts = rateLimiter(database, 'account', settings.perAccount, settings.windowSeconds);
  const addresses = rateLimiter(database, 'address', settings.perAddress, settings.windowSeconds);
  return {
    async attempt(account, address, evaluate) {
      // Hashed: a fixed-length key whatever was typed, and no email addresses in the table.
      const key = createHash('sha256').update(account.trim().toLowerCase()).digest('base64url');
      // Points are taken before evaluating, so even concurrent attempts cannot exceed the budget.
      const [accountSpent, addressSpent] = await Promise.all([isSpent(accounts.consume(key)), isSpent(addresses.consume(address))]);
      if (accountSpent || addressSpent) return 'throttled';
      const valid = await evaluate();
      if (valid) await Promise.all([accounts.delete(key), addresses.reward(address, 1)]);
      return valid;
    },
  };
};
