import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Registry } from '../../../metadata/normalized.ts';
import type { Database } from '../../db/database.ts';
import { zonedParts } from '../../../shared/zonedParts.ts';
import { csvBuffer } from './csvFile.ts';
import { GAMESHEET_FILENAME, gamesheetDay, gamesheetRows } from './nightlyGamesheet.ts';
import type { Mailer } from '../../mail/mail.ts';

export const NIGHTLY_GAMESHEET_QUEUE = 'nightly-gamesheet';
/** The hour of the organisation's own day at which yesterday's gamesheet goes out: late games are over, the working day not begun. */
export const GAMESHEET_LOCAL_HOUR = 5;
/** Every hour on the hour (UTC): each run serves the organisations whose local time is then GAMESHEET_LOCAL_HOUR. */
const HOURLY = '0 * * * *';

export interface GamesheetJobDeps {
  database: Database;
  registry: Registry;
  mailer: Mailer;
  /** The console's address, for the download link in the email. */
  publicUrl: string;
}

const subjectOf = (orgName: string, date: string) => `Nightly gamesheet: ${orgName}, ${date}`;

/**
 * Spec 002 §2 (organisation admins "may also receive a nightly gamesheet"): emails every organisation admin
 * whose sendNightlyGamesheet is on the gamesheet CSV of the day before, as an attachment, for each organisation
 * whose local time at `now` is in the hour GAMESHEET_LOCAL_HOUR (so each gets it once a day in its own zone).
 * A recipient whose outbox already holds that organisation's and day's gamesheet is skipped, so a retried or
 * repeated run sends nothing twice. Returns the number of emails queued (not those whose recipient unsubscribed).
 */
export const sendNightlyGamesheets = async (deps: GamesheetJobDeps, now = new Date()): Promise<number> => {
  const { rows: orgs } = await sql<{ id: number; name: string; time_zone: string | null }>`SELECT o.id, o.name, o.time_zone FROM orgs AS o
    WHERE EXISTS (SELECT 1 FROM org_admins AS a WHERE a.org_id = o.id AND a.send_nightly_gamesheet) ORDER BY o.id`.execute(deps.database.db);
  let sent = 0;
  for (const org of orgs) {
    const timeZone = org.time_zone || 'UTC';
    if (Number(zonedParts(now, timeZone).hour) !== GAMESHEET_LOCAL_HOUR) continue;
    const date = gamesheetDay(timeZone, now);
    const subject = subjectOf(org.name, date);
    const { rows: recipients } = await sql<{ email: string }>`SELECT DISTINCT u.email FROM org_admins AS a JOIN users AS u ON u.id = a.user_id
      WHERE a.org_id = ${org.id} AND a.send_nightly_gamesheet
        AND NOT EXISTS (SELECT 1 FROM outbox_messages AS m WHERE lower(m.recipient) = lower(u.email) AND m.subject = ${subject})
      ORDER BY u.email`.execute(deps.database.db);
    if (!recipients.length) continue;
    const sheet = gamesheetRows(deps.registry, { all: false, byKind: { org: [org.id] } }, org.id, date, timeZone, deps.publicUrl);
    const { content, rows } = await csvBuffer(deps.database, sheet, GAMESHEET_FILENAME);
    const link = `${deps.publicUrl.replace(/\/$/, '')}/readmin/orgs/${org.id}/${GAMESHEET_FILENAME}?date=${date}`;
    const text = [
      `${org.name} played ${rows} ${rows === 1 ? 'game' : 'games'} on ${date} (${timeZone}); the gamesheet is attached.`,
      `Download it again: ${link}`,
      'You receive this email because Send Nightly Gamesheet is on for you as an admin of this organisation.',
    ].join('\n\n');
    for (const { email } of recipients) {
      const result = await deps.mailer.send({
        to: email,
        subject,
        text,
        attachments: [{ filename: `nightly_gamesheet_${date}.csv`, content, contentType: 'text/csv; charset=utf-8' }],
        delivery: { kind: 'nightly_gamesheet', orgId: org.id },
      });
      if (result.status !== 'skipped') sent++;
    }
  }
  return sent;
};

/** The queue, and its hourly schedule (pg-boss keeps one schedule per queue however many servers start); unscheduled when off. */
export const createGamesheetQueue = async (boss: PgBoss, scheduled: boolean) => {
  await boss.createQueue(NIGHTLY_GAMESHEET_QUEUE, { name: NIGHTLY_GAMESHEET_QUEUE, retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 });
  await (scheduled ? boss.schedule(NIGHTLY_GAMESHEET_QUEUE, HOURLY) : boss.unschedule(NIGHTLY_GAMESHEET_QUEUE));
};

export const startGamesheetWorker = (boss: PgBoss, deps: GamesheetJobDeps): Promise<string> =>
  boss.work(NIGHTLY_GAMESHEET_QUEUE, { pollingIntervalSeconds: 30, batchSize: 1 }, async () => {
    await sendNightlyGamesheets(deps);
  });
