import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Registry } from '../../../metadata/normalized.ts';
import { recordPath } from '../../../metadata/naming.ts';
import type { Database, Db } from '../../db/database.ts';
import { recordVersions } from '../../audit/versions.ts';
import type { Row } from '../../db/row.ts';
import type { Mailer, MailInTransaction } from '../../mail/mail.ts';
import { outageEmail, type OutageEmailData } from './outageEmail.ts';

export const OUTAGE_EMAIL_QUEUE = 'outage-emails';
/** Spec 002 §9: an outage email is sent when a device has been out over an hour. */
export const OUTAGE_EMAIL_AFTER_MS = 60 * 60 * 1000;
/**
 * A finished outage that lasted over an hour is still emailed if it ended within this long (it may have ended
 * between two runs); older ones are history, not news, so turning the job on does not email every past outage.
 */
const FINISHED_WITHIN_MS = 24 * 60 * 60 * 1000;
/** Every five minutes: an outage is emailed at most this long after its hour is up. */
const EVERY_FIVE_MINUTES = '*/5 * * * *';

export interface OutageEmailDeps {
  database: Database;
  registry: Registry;
  mailer: Mailer;
  /** The console's address, for the device's link. */
  publicUrl: string;
}

export interface OutageEmailRun {
  /** Outages whose email went out in this run. */
  outages: number;
  /** Emails queued in the outbox. */
  queued: number;
  /** Emails not queued because their recipient turned outage (notification) emails off. */
  skipped: number;
}

type OutageFacts = {
  kind: string;
  camera_id: number | null;
  camera_name: string | null;
  venue_server_id: number | null;
  venue_server_name: string | null;
  venue_id: number;
  venue_name: string;
  time_zone: string;
  org_id: number;
  org_name: string;
};

const inZone = (at: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at)} (${timeZone})`;

const deviceOf = (f: OutageFacts, registry: Registry, publicUrl: string): Pick<OutageEmailData, 'device' | 'deviceUrl'> => {
  const [typename, id, device] =
    f.kind === 'camera'
      ? (['Camera', f.camera_id, `Camera ${f.camera_name ?? ''}`.trim()] as const)
      : (['VenueServer', f.venue_server_id, `Venue server ${f.venue_server_name ?? ''}`.trim()] as const);
  const route = registry.types[typename]?.route;
  return { device, deviceUrl: route && id !== null ? `${publicUrl.replace(/\/$/, '')}${recordPath(route, id)}` : null };
};

const factsOf = async (trx: Db, outageId: number): Promise<OutageFacts> =>
  (
    await sql<OutageFacts>`SELECT o.kind, o.camera_id, c.camera_id AS camera_name, o.venue_server_id, s.name AS venue_server_name,
        v.id AS venue_id, v.name AS venue_name, v.time_zone, g.id AS org_id, g.name AS org_name
      FROM outages AS o JOIN venues AS v ON v.id = o.venue_id JOIN orgs AS g ON g.id = v.org_id
        LEFT JOIN cameras AS c ON c.id = o.camera_id LEFT JOIN venue_servers AS s ON s.id = o.venue_server_id
      WHERE o.id = ${outageId}`.execute(trx)
  ).rows[0];

/** The admins of the venue and of its organisation whose outage notifications are on. */
const recipientsOf = async (trx: Db, venueId: number, orgId: number): Promise<string[]> =>
  (
    await sql<{ email: string }>`SELECT u.email FROM users AS u WHERE u.id IN (
        SELECT a.user_id FROM org_admins AS a WHERE a.org_id = ${orgId} AND a.notify_outages
        UNION SELECT a.user_id FROM venue_admins AS a WHERE a.venue_id = ${venueId} AND a.notify_outages)
      ORDER BY u.email`.execute(trx)
  ).rows.map((r) => r.email);

/**
 * Emails one outage's admins, once: the outage row is locked and stamped adminsNotifiedAt (audited, as the job)
 * in the same transaction that writes the emails to the outbox, so the stamp and the emails commit together and
 * a second run, or a second process, finds it done. Null when another run got there first.
 */
const notifyOutage = async (deps: OutageEmailDeps, outageId: number, now: Date): Promise<MailInTransaction[] | null> =>
  deps.database.db.transaction().execute(async (trx) => {
    const before = (await trx
      .selectFrom('outages')
      .selectAll()
      .where('id', '=', outageId)
      .where('admins_notified_at', 'is', null)
      .forUpdate()
      .executeTakeFirst()) as Row | undefined;
    if (!before) return null;
    const facts = await factsOf(trx, outageId);
    const email = outageEmail({
      ...deviceOf(facts, deps.registry, deps.publicUrl),
      venue: facts.venue_name,
      org: facts.org_name,
      startedAt: inZone(before.started_at as Date, facts.time_zone),
      finishedAt: before.finished_at ? inZone(before.finished_at as Date, facts.time_zone) : null,
      details: (before.details as string | null) || null,
    });
    const mails: MailInTransaction[] = [];
    for (const to of await recipientsOf(trx, facts.venue_id, facts.org_id))
      mails.push(await deps.mailer.queue(trx, { to, ...email, delivery: { kind: 'outage', orgId: facts.org_id } }));
    const after = (await trx
      .updateTable('outages')
      .set({ admins_notified_at: now, updated_at: sql`now()` })
      .where('id', '=', outageId)
      .returningAll()
      .executeTakeFirstOrThrow()) as Row;
    await recordVersions(trx, deps.registry, deps.registry.types.Outage, 'update', { userId: null, via: 'job' }, [{ id: outageId, before, after }]);
    return mails;
  });

/**
 * Spec 002 §9: for every outage of a camera or venue server that has lasted over an hour (still going, or
 * finished lately after over an hour) and has not been emailed, one email to each admin of its venue or
 * organisation with notifyOutages on. The mailer leaves out those who turned notification emails off.
 */
export const sendOutageEmails = async (deps: OutageEmailDeps, now = new Date()): Promise<OutageEmailRun> => {
  const lastedSince = new Date(now.getTime() - OUTAGE_EMAIL_AFTER_MS).toISOString();
  const finishedSince = new Date(now.getTime() - FINISHED_WITHIN_MS).toISOString();
  const { rows } = await sql<{ id: number }>`SELECT o.id FROM outages AS o
    WHERE o.admins_notified_at IS NULL AND o.started_at < ${lastedSince}::timestamptz
      AND (o.finished_at IS NULL OR (o.finished_at - o.started_at > interval '1 hour' AND o.finished_at > ${finishedSince}::timestamptz))
    ORDER BY o.started_at, o.id`.execute(deps.database.db);
  const run: OutageEmailRun = { outages: 0, queued: 0, skipped: 0 };
  const failures: string[] = [];
  for (const { id } of rows) {
    // One outage that cannot be emailed (its transaction rolled back) does not hold up the others.
    const mails = await notifyOutage(deps, id, now).catch((e: unknown) => {
      failures.push(`outage ${id}: ${(e as Error).message}`);
      return null;
    });
    if (mails === null) continue;
    run.outages++;
    for (const mail of mails) {
      const result = await mail.deliver();
      if (result.status === 'skipped') run.skipped++;
      else run.queued++;
    }
  }
  // The job fails in the failures' words (and is retried); the emailed outages stay done.
  if (failures.length) throw new Error(`Outage emails not sent for ${failures.join('; ')}`);
  return run;
};

/** The queue and its schedule (one per queue however many servers start); unscheduled when off, as in tests. */
export const createOutageEmailQueue = async (boss: PgBoss, scheduled: boolean) => {
  await boss.createQueue(OUTAGE_EMAIL_QUEUE, { name: OUTAGE_EMAIL_QUEUE, policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 600 });
  await (scheduled ? boss.schedule(OUTAGE_EMAIL_QUEUE, EVERY_FIVE_MINUTES) : boss.unschedule(OUTAGE_EMAIL_QUEUE));
};

/** The worker: a run's counts are the job's output, so the job list shows who was emailed and who had unsubscribed. */
export const startOutageEmailWorker = (boss: PgBoss, deps: OutageEmailDeps): Promise<string> =>
  boss.work(OUTAGE_EMAIL_QUEUE, { pollingIntervalSeconds: 30, batchSize: 1 }, () => sendOutageEmails(deps));
