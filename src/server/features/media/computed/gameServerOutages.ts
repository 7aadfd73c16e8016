import { sql } from 'kysely';
import { GAME_SPAN, OUTAGE_SPAN } from './gameSpan.ts';
import type { ComputedField } from '../../../records/serverRegistry.ts';

/** Game.serverOutages: outages of the venue servers of the game's court's venue that overlap the game, earliest first. */
const gameServerOutages: ComputedField = {
  type: 'references',
  typename: 'Outage',
  sql: sql`ARRAY(SELECT o.id FROM outages AS o
    WHERE o.kind = 'venue_server'
      AND o.venue_id = (SELECT c.venue_id FROM courts AS c WHERE c.id = t.court_id)
      AND ${OUTAGE_SPAN} && ${GAME_SPAN}
    ORDER BY o.started_at, o.id)`,
};
export default gameServerOutages;
