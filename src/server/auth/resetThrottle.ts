import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Database } from '../db/database.ts';
import { isSpent, rateLimiter } from './rateLimiter.ts';

/**
 * Budgets of password reset requests (spec 000 §2.7), so the form cannot flood a mailbox or the outbox: per
 * email address (hashed: whatever was typed, and whether or not an account has it) and per client address.
 */
export interface ResetThrottleSettings {
  perEmail: number;
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_RESET_THROTTLE: ResetThrottleSettings = { perEmail: 3, perAddress: 20, windowSeconds: 3600 };

export interface ResetThrottle {
  /** Takes a point from both budgets; refuses with a 429 error when either is spent. */
  take(email: string, address: string): Promise<void>;
}

export const createResetThrottle = (database: Database | undefined, settings: ResetThrottleSettings = DEFAULT_RESET_THROTTLE): ResetThrottle => {
  const emails = rateLimiter(database, 'reset-email', settings.perEmail, settings.windowSeconds);
  const addresses = rateLimiter(database, 'reset-address', settings.perAddress, settings.windowSeconds);
  return {
    async take(email, address) {
      const key = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
      const [emailSpent, addressSpent] = await Promise.all([isSpent(emails.consume(key)), isSpent(addresses.consume(address))]);
      if (emailSpent || addressSpent)
        throw new GraphQLError('Too many password reset requests. Please wait an hour and try again.', {
          extensions: { code: 'THROTTLED', http: { status: 429 } },
        });
    },
  };
};
