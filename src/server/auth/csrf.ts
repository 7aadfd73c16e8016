import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { withEngineTables } from '../db/engineTables.ts';

export const CSRF_COOKIE = 'readmin_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * CSRF tokens are an HMAC of a random per-browser cookie under a server key. The page carries the token in
 * a meta tag and every mutation must send it back as a header; another site can neither read the meta tag
 * nor forge the HMAC. The cookie outlives sign-in, so a login does not invalidate the page's token.
 */
export class Csrf {
  constructor(private readonly key: Buffer) {}

  static async load(db: Db): Promise<Csrf> {
    const settings = withEngineTables(db);
    const existing = await settings.selectFrom('server_settings').select('value').where('key', '=', 'csrf_key').executeTakeFirst();
    if (existing) return new Csrf(Buffer.from(existing.value, 'base64'));
    const value = randomBytes(32).toString('base64');
    await settings
      .insertInto('server_settings')
      .values({ key: 'csrf_key', value })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return Csrf.load(db);
  }

  newBrowserSecret(): string {
    return randomBytes(24).toString('base64url');
  }

  tokenFor(browserSecret: string): string {
    return createHmac('sha256', this.key).update(browserSecret).digest('base64url');
  }

  isValid(browserSecret: string | undefined, token: string | null | undefined): boolean {
    if (!browserSecret || !token) return false;
    const expected = Buffer.from(this.tokenFor(browserSecret));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
