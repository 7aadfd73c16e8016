import { sql } from 'kysely';
import { GAME_SPAN, OUTAGE_SPAN } from './gameSpan.ts';
import type { ComputedField } from '../../../records/serverRegistry.ts';

/** Game.cameraOutages: outages of the cameras filming the game's court (its surfaces' cameras) that overlap the game, earliest first. */
const gameCameraOutages: ComputedField = {
  type: 'references',
  typename: 'Outage',
  sql: sql`ARRAY(SELECT o.id FROM outages AS o
    WHERE o.kind = 'camera'
      AND o.camera_id IN (SELECT s.camera_id FROM courts AS c JOIN surfaces AS s ON s.id = ANY(c.surface_ids) WHERE c.id = t.court_id)
      AND ${OUTAGE_SPAN} && ${GAME_SPAN}
    ORDER BY o.started_at, o.id)`,
};
export default gameCameraOutages;
