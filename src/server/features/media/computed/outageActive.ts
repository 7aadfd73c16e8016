import { sql } from 'kysely';
import type { ComputedField } from '../../../records/serverRegistry.ts';

/** Outage.active: the outage has not finished. */
const outageActive: ComputedField = { type: 'boolean', sql: sql`(t.finished_at IS NULL)` };
export default outageActive;
