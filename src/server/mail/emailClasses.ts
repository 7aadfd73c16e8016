import type { DeliveryKind } from './deliveries.ts';

/**
 * What an email is to its recipient. A transactional email answers something the recipient or an admin asked
 * for (a password reset, a welcome link, a requested download, a form to fill in) and always goes. Every other
 * class is one of the three subscriptions of the email preferences page (spec 000 §2.10), which the recipient
 * may turn off; the mailer does not queue an email of a class they turned off.
 */
export type EmailClass = 'transactional' | 'notifications' | 'competitions' | 'marketing';

/** A class the recipient may turn off: one subscription of the email preferences page. */
export type UnsubscribableClass = Exclude<EmailClass, 'transactional'>;

/** The one place every kind of email is classified: a new kind does not compile until it is given a class here. */
export const EMAIL_CLASS_OF_KIND: Record<DeliveryKind, EmailClass> = {
  password_reset: 'transactional',
  user_welcome: 'transactional',
  welcome: 'transactional',
  team_registration: 'transactional',
  csv_export: 'transactional',
  ad_preview: 'transactional',
  game_notification: 'notifications',
  nightly_gamesheet: 'notifications',
  outage: 'notifications',
  potw_notification: 'competitions',
  // An email that names no kind honours the recipient's notification preference: sending past it must be said.
  other: 'notifications',
};

/** The email preferences page's words for each class a recipient may turn off (spec 000 §2.10). */
export const EMAIL_CLASS_LABELS: Record<UnsubscribableClass, string> = {
  notifications: 'Game Notifications',
  competitions: 'Plays of the Week Notifications',
  marketing: 'Marketing Notifications',
};

export const emailClassOf = (kind: DeliveryKind | undefined): EmailClass => EMAIL_CLASS_OF_KIND[kind ?? 'other'];
