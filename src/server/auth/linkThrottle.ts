import { GraphQLError } from 'graphql';
import type { Database } from '../db/database.ts';
import { isSpent, rateLimiter } from './rateLimiter.ts';

/**
 * Guessing defence for the public link pages (spec 000 §6: a token or uuid is the visitor's only
 * credential). Every link request takes a point from the client address's request budget, and every
 * lookup that finds nothing takes one from its much smaller miss budget: a page polled every 3 seconds
 * stays well inside the first, while trying tokens exhausts the second within a few dozen guesses (and
 * tokens carry at least 128 random bits, so a few dozen guesses find nothing).
 */
export interface LinkThrottleSettings {
  /** Link requests per address per window (a live stream widget polls 200 times in 10 minutes). */
  requests: number;
  /** Lookups of unknown or expired links per address per window. */
  misses: number;
  windowSeconds: number;
}

export const DEFAULT_LINK_THROTTLE: LinkThrottleSettings = { requests: 2000, misses: 30, windowSeconds: 10 * 60 };

export interface LinkThrottle {
  /**
   * Runs `find` (the token lookup) unless the address has spent a budget, which is refused with a 429
   * 'Too many requests' error; a lookup answering null counts as a miss.
   */
  lookup<T>(address: string, find: () => Promise<T | null>): Promise<T | null>;
}

export const throttled = () =>
  new GraphQLError('Too many requests from this address for links. Please wait a few minutes and try again.', {
    extensions: { code: 'THROTTLED', http: { status: 429 } },
  });

export const createLinkThrottle = (database: Database | undefined, settings: LinkThrottleSettings = DEFAULT_LINK_THROTTLE): LinkThrottle => {
  const requests = rateLimiter(database, 'link-request', settings.requests, settings.windowSeconds);
  const misses = rateLimiter(database, 'link-miss', settings.misses, settings.windowSeconds);
  return {
    async lookup(address, find) {
      const missesLeft = await misses.get(address);
      if ((missesLeft?.remainingPoints ?? settings.misses) <= 0 || (await isSpent(requests.consume(address)))) throw throttled();
      const found = await find();
      if (found === null && (await isSpent(misses.consume(address)))) throw throttled();
      return found;
    },
  };
};
