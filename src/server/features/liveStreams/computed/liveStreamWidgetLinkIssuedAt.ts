import { sql } from 'kysely';
import type { ComputedField } from '../../../records/serverRegistry.ts';

/** LiveStream.widgetLinkIssuedAt: when its widget link was made (migration 0055; the UNIQUE live_stream_id is the index). */
const liveStreamWidgetLinkIssuedAt: ComputedField = {
  type: 'datetime',
  sql: sql`(SELECT l.created_at FROM live_stream_widget_links AS l WHERE l.live_stream_id = t.id)`,
};
export default liveStreamWidgetLinkIssuedAt;
