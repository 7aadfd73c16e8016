import type { ColumnType } from 'kysely';
import type { Db } from '../db/database.ts';
import type { EmailClass } from './emailClasses.ts';
import { normalizedAddress } from './unsubscribeTokens.ts';

/** The three subscription flags, on a User and on an address with no user alike. */
export type UnsubscribeFlags = Record<'unsubscribed_notifications' | 'unsubscribed_competitions' | 'unsubscribed_marketing', boolean>;

/** An address's flags when it belongs to no user (migration 0057). */
export type EmailPreferencesTables = {
  email_preferences: UnsubscribeFlags & { email: string; updated_at: ColumnType<Date, Date | string | undefined, Date | string> };
};
export const withEmailPreferences = (db: Db) => db.withTables<EmailPreferencesTables>();

const classesOff = (flags: UnsubscribeFlags | undefined): Set<EmailClass> => {
  const off = new Set<EmailClass>();
  if (flags?.unsubscribed_notifications) off.add('notifications');
  if (flags?.unsubscribed_competitions) off.add('competitions');
  if (flags?.unsubscribed_marketing) off.add('marketing');
  return off;
};

/**
 * The classes of email the recipient turned off: the user's flags when the address is a user's, else the
 * address's own (set through the link of an email it received). Transactional email is never among them.
 */
export const unsubscribedClasses = async (db: Db, userId: number | null, address: string): Promise<Set<EmailClass>> => {
  const flags =
    userId === null
      ? await withEmailPreferences(db)
          .selectFrom('email_preferences')
          .select(['unsubscribed_notifications', 'unsubscribed_competitions', 'unsubscribed_marketing'])
          .where('email', '=', normalizedAddress(address))
          .executeTakeFirst()
      : await db
          .selectFrom('users')
          .select(['unsubscribed_notifications', 'unsubscribed_competitions', 'unsubscribed_marketing'])
          .where('id', '=', userId)
          .executeTakeFirst();
  return classesOff(flags as UnsubscribeFlags | undefined);
};
