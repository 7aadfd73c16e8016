import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { ServerRegistry } from '../records/serverRegistry.ts';
import type { Mailer } from '../mail/mail.ts';
import type { ObjectStore } from '../files/storage/objectStore.ts';

/** What a process's job workers share (startJobs): the queue, the mail outbox, the database and the registry. */
export interface JobDeps {
  database: Database;
  registry: ServerRegistry;
  boss: PgBoss;
  mailer: Mailer;
  /** Where the server's files live: workers read and write them there. */
  storage: ObjectStore;
  /** Link to the console for emails. */
  publicUrl: string;
}
