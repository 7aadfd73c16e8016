import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Registry } from '../../../metadata/normalized.ts';
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/row.ts';
import { recordVersions } from '../../audit/versions.ts';

export const CONTACT_OUTAGE_QUEUE = 'venue-server-outages';
/**
 * A server that talks to the platform calls every few seconds (the agent: every 10), and sends its cameras'
 * snapshots every minute or so; one silent this long is out. Long enough that a restart or a short network
 * blip is not an outage.
 */
export const SILENCE_BEFORE_OUTAGE_MS = 10 * 60 * 1000;
const EVERY_MINUTE = '* * * * *';

/** The devices whose silence is an outage: a venue server by its calls, a camera by its snapshots. */
export type SilentDevice = { kind: 'venue_server'; column: 'venue_server_id' } | { kind: 'camera'; column: 'camera_id' };
export const VENUE_SERVER: SilentDevice = { kind: 'venue_server', column: 'venue_server_id' };
export const CAMERA: SilentDevice = { kind: 'camera', column: 'camera_id' };

const utc = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') || ' UTC.'`);

/**
 * Opens an outage, unless one is open already, for each enabled venue server that has called the platform but
 * has been silent past SILENCE_BEFORE_OUTAGE_MS (from its last contact), and for each enabled camera that has
 * sent snapshots but none for as long while its server still calls (from its last snapshot: a silent server's
 * cameras are its outage, not theirs). Devices that never reported (not yet installed, or managed without
 * the API) are not watched. Audited as the job; the outage email job tells the admins once one has lasted an
 * hour. Answers how many were opened.
 */
export const openSilentOutages = async (db: Db, registry: Registry, now = new Date()): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const silentSince = new Date(now.getTime() - SILENCE_BEFORE_OUTAGE_MS);
    const servers = await sql<Row>`INSERT INTO outages (kind, venue_id, venue_server_id, started_at, details)
      SELECT 'venue_server', s.venue_id, s.id, s.last_contact_at, 'No contact from venue server ' || s.name || ' since ' || ${utc('s.last_contact_at')}
      FROM venue_servers AS s
      WHERE s.enabled AND s.venue_id IS NOT NULL AND s.last_contact_at < ${silentSince}
        AND NOT EXISTS (SELECT 1 FROM outages AS o WHERE o.venue_server_id = s.id AND o.kind = 'venue_server' AND o.finished_at IS NULL)
      ORDER BY s.id
      RETURNING *`.execute(trx);
    const cameras = await sql<Row>`INSERT INTO outages (kind, venue_id, camera_id, started_at, details)
      SELECT 'camera', c.venue_id, c.id, c.snapshot_taken_at, 'No snapshot from camera ' || c.camera_id || ' since ' || ${utc('c.snapshot_taken_at')}
      FROM cameras AS c JOIN venue_servers AS s ON s.id = c.venue_server_id
      WHERE c.enabled AND c.venue_id IS NOT NULL AND c.snapshot_taken_at < ${silentSince} AND s.enabled AND s.last_contact_at >= ${silentSince}
        AND NOT EXISTS (SELECT 1 FROM outages AS o WHERE o.camera_id = c.id AND o.kind = 'camera' AND o.finished_at IS NULL)
      ORDER BY c.id
      RETURNING *`.execute(trx);
    const opened = [...servers.rows, ...cameras.rows];
    if (opened.length)
      await recordVersions(
        trx,
        registry,
        registry.types.Outage,
        'create',
        { userId: null, via: 'job' },
        opened.map((after) => ({ id: after.id as number, before: null, after })),
      );
    return opened.length;
  });

/**
 * The device was heard from (its server called; the camera sent a snapshot): an open outage of it is over, now.
 * Audited as the venue server's doing. A device with no open outage (nearly every call) costs one read.
 */
export const finishOutage = async (db: Db, registry: Registry, device: SilentDevice, id: number): Promise<void> => {
  const openOf = (trx: Db) =>
    trx.selectFrom('outages').selectAll().where(device.column, '=', id).where('kind', '=', device.kind).where('finished_at', 'is', null);
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
    opened: await openSilentOutages(db, registry),
  }));
