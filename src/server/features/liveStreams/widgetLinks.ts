import type { ColumnType } from 'kysely';
import type { Db } from '../../db/database.ts';
import { hashSecretToken, newSecretToken } from '../../auth/secretTokens.ts';

/** A live stream's widget link: only its token's hash is stored (migration 0055). */
type WidgetLinkTables = {
  live_stream_widget_links: { token_hash: string; live_stream_id: number; created_at: ColumnType<Date, Date | string | undefined, Date | string> };
};
const withWidgetLinks = (db: Db) => db.withTables<WidgetLinkTables>();

/** The widget's page for a link token (spec 000 §2.1: /live_stream_widget/:uuid). */
export const widgetUrl = (publicUrl: string, token: string): string => `${publicUrl}/live_stream_widget/${encodeURIComponent(token)}`;

/**
 * Stores `token`'s hash as the live stream's only widget link (migration 0055), replacing an earlier one,
 * which stops working. The demo seed passes its fixed token; the console's action a new random one.
 */
export const storeWidgetLink = async (db: Db, liveStreamId: number, token: string): Promise<void> => {
  const links = withWidgetLinks(db);
  await links.deleteFrom('live_stream_widget_links').where('live_stream_id', '=', liveStreamId).execute();
  await links
    .insertInto('live_stream_widget_links')
    .values({ token_hash: hashSecretToken(token), live_stream_id: liveStreamId })
    .execute();
};

/** A new widget link for the live stream: 256 random bits, answered once and stored only as a hash. */
export const issueWidgetLink = async (db: Db, liveStreamId: number): Promise<string> => {
  const token = newSecretToken();
  await storeWidgetLink(db, liveStreamId, token);
  return token;
};

/** The live stream a widget link token opens, or null. */
export const liveStreamIdOfWidgetToken = async (db: Db, token: string): Promise<number | null> => {
  const row = await withWidgetLinks(db)
    .selectFrom('live_stream_widget_links')
    .select('live_stream_id')
    .where('token_hash', '=', hashSecretToken(token))
    .executeTakeFirst();
  return row ? row.live_stream_id : null;
};
