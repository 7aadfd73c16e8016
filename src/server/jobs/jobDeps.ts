import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { ServerRegistry } from '../records/serverRegistry.ts';
import type { Mailer } from '../mail/mail.ts';

/** What a process's job workers share (startJobs): the queue, the mail outbox, the database and the registry. */
export interface JobDeps {
  database: Database;
  registry: ServerRegistry;
  boss: PgBoss;
  mailer: Mailer;
  /** Link to the console for emails. */
  publicUrl: string;
}
