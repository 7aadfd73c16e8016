import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Registry } from '../../../metadata/normalized.ts';
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/row.ts';
import { recordVersions } from '../../audit/versions.ts';

export const CONTACT_OUTAGE_QUEUE = 'venue-server-outages';
/**
 * A server that talks to the platform calls every few seconds (the agent: every 10); one silent this long is
 * out. Long enough that a restart or a short network blip is not an outage.
 */
export const SILENCE_BEFORE_OUTAGE_MS = 10 * 60 * 1000;
const EVERY_MINUTE = '* * * * *';

/**
 * Opens a venue-server outage for each enabled server that has called the platform before but has been silent
 * past SILENCE_BEFORE_OUTAGE_MS, unless one is open already: it started at the last contact. Servers that never
 * called (not yet installed, or managed without the API) are not watched. Audited as the job; the outage email
 * job tells the admins once it has lasted an hour. Answers how many were opened.
 */
export const openSilentServerOutages = async (db: Db, registry: Registry, now = new Date()): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const silentSince = new Date(now.getTime() - SILENCE_BEFORE_OUTAGE_MS);
    const { rows } = await sql<Row>`INSERT INTO outages (kind, venue_id, venue_server_id, started_at, details)
      SELECT 'venue_server', s.venue_id, s.id, s.last_contact_at,
        'No contact from venue server ' || s.name || ' since ' || to_char(s.last_contact_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') || ' UTC.'
      FROM venue_servers AS s
      WHERE s.enabled AND s.venue_id IS NOT NULL AND s.last_contact_at < ${silentSince}
        AND NOT EXISTS (SELECT 1 FROM outages AS o WHERE o.venue_server_id = s.id AND o.kind = 'venue_server' AND o.finished_at IS NULL)
      ORDER BY s.id
      RETURNING *`.execute(trx);
    if (rows.length)
      await recordVersions(
        trx,
        registry,
        registry.types.Outage,
        'create',
        { userId: null, via: 'job' },
        rows.map((after) => ({ id: after.id as number, before: null, after })),
      );
    return rows.length;
  });

/**
 * The server called: an open outage of it is over, at this call. Audited as the venue server's doing. A server
 * with no open outage (every call but the first after one) costs one read that finds nothing.
 */
export const finishServerOutage = async (db: Db, registry: Registry, serverId: number): Promise<void> => {
  const openOf = (trx: Db) =>
    trx.selectFrom('outages').selectAll().where('venue_server_id', '=', serverId).where('kind', '=', 'venue_server').where('finished_at', 'is', null);
  // Nearly every call finds none: only then is a transaction worth opening.
  if (!(await openOf(db).execute()).length) return;
  await db.transaction().execute(async (trx) => {
    const before = await openOf(trx).forUpdate().execute();
    if (!before.length) return;
    const after = await trx
      .updateTable('outages')
      .set({ finished_at: sql`now()`, updated_at: sql`now()` })
      .where(
        'id',
        'in',
        before.map((o) => o.id),
      )
      .returningAll()
      .execute();
    await recordVersions(
      trx,
      registry,
      registry.types.Outage,
      'update',
      { userId: null, via: 'venue server' },
      after.map((a) => ({ id: a.id, before: before.find((b) => b.id === a.id) as Row, after: a as Row })),
    );
  });
};

/** The queue and its schedule (one per queue however many servers start); unscheduled when off, as in tests. */
export const createContactOutageQueue = async (boss: PgBoss, scheduled: boolean) => {
  await boss.createQueue(CONTACT_OUTAGE_QUEUE, {
    name: CONTACT_OUTAGE_QUEUE,
    policy: 'stately',
    retryLimit: 1,
    retryDelay: 30,
    expireInSeconds: 300,
  });
  await (scheduled ? boss.schedule(CONTACT_OUTAGE_QUEUE, EVERY_MINUTE) : boss.unschedule(CONTACT_OUTAGE_QUEUE));
};

/** The worker: a run's count of outages opened is the job's output. */
export const startContactOutageWorker = (boss: PgBoss, db: Db, registry: Registry): Promise<string> =>
  boss.work(CONTACT_OUTAGE_QUEUE, { pollingIntervalSeconds: 30, batchSize: 1 }, async () => ({
    opened: await openSilentServerOutages(db, registry),
  }));
