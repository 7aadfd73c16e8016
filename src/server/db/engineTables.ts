import type { ColumnType, Generated } from 'kysely';
import type { Db } from './database.ts';

/** A timestamptz the database fills in (DEFAULT now()): read as a Date, written as a Date or ISO text if at all. */
type DefaultedTime = ColumnType<Date, Date | string | undefined, Date | string>;

/** A session: only its token's SHA-256 is stored (migration 0001). */
export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: DefaultedTime;
  last_seen_at: DefaultedTime;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** The server's own settings by key: secrets generated on first start (the CSRF signing key), when the ops checks last ran. */
export interface ServerSettingsTable {
  key: string;
  value: string;
}

/** A one-time link to set a password (migration 0042). */
export interface PasswordTokensTable {
  token_hash: string;
  user_id: number;
  purpose: 'welcome' | 'reset';
  created_at: DefaultedTime;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** An email preferences link, held by a user or by an address with no user (migrations 0049, 0057, 0069). */
export interface UnsubscribeTokensTable {
  token_hash: string;
  user_id: number | null;
  email: string | null;
  /** The class of the email that carried it, which its one-click unsubscribe turns off (null: every class). */
  email_class: ColumnType<
    'notifications' | 'competitions' | 'marketing' | null,
    'notifications' | 'competitions' | 'marketing' | null | undefined,
    never
  >;
  created_at: DefaultedTime;
}

/** A CSV export asked for in the console, and how far its job got (migration 0005). */
export interface CsvExportsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  typename: string;
  /** The list's GraphQL variables, as the console sent them. */
  variables: ColumnType<Record<string, unknown>, string, string>;
  time_zone: string;
  state: Generated<'pending' | 'exporting' | 'completed' | 'failed'>;
  job_id: string | null;
  exported_rows: Generated<number>;
  report_size: number | null;
  filename: string;
  error_message: string | null;
  created_at: DefaultedTime;
  updated_at: DefaultedTime;
}

/** The migrations that have run, by file name (db/migrate.ts). */
export interface SchemaMigrationsTable {
  name: string;
  applied_at: DefaultedTime;
}

/** The engine's own tables: no metadata describes them, their migrations are written by hand. */
export type EngineTables = {
  sessions: SessionsTable;
  server_settings: ServerSettingsTable;
  password_tokens: PasswordTokensTable;
  unsubscribe_tokens: UnsubscribeTokensTable;
  readmin_csv_exports: CsvExportsTable;
  schema_migrations: SchemaMigrationsTable;
};

/** The same connection or transaction, typed for the engine's own tables as well as the record types'. */
export const withEngineTables = (db: Db) => db.withTables<EngineTables>();
