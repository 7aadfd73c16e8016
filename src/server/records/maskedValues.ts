import DataLoader from 'dataloader';
import { sql } from 'kysely';
import type { NormalizedField, NormalizedType, Registry } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import type { Viewer } from '../auth/viewer.ts';
import { maskedFields, maskedSql, readableValueSql, seesMasked } from '../access/fieldMasks.ts';
import type { RecordObject } from './record.ts';
import { attributeName } from '../../metadata/naming.ts';

/** What one record's masked fields read as for the viewer: each value by column, and which are masked now. */
interface MaskedRow {
  values: Record<string, unknown>;
  masked: Set<string>;
}

/**
 * The masked fields (`maskedBy`) of records as one request's viewer reads them, one batched query per type
 * and page (src/server/access/fieldMasks.ts holds the rule). Platform admins read the records' own values.
 */
export class MaskedValues {
  private readonly loaders = new Map<string, DataLoader<number, MaskedRow | null>>();

  constructor(
    private readonly db: Db,
    private readonly registry: Registry,
    private readonly viewer: Viewer | null,
  ) {}

  /** A field's value of a record as the viewer reads it. */
  async value(type: NormalizedType, field: NormalizedField, record: RecordObject): Promise<unknown> {
    const own = record[attributeName(field)];
    if (field.maskedBy === undefined || seesMasked(this.viewer) || own == null) return own;
    return (await this.loader(type).load(Number(record.id)))?.values[field.column] ?? null;
  }

  /** The fields of a record the viewer reads masked now (its history hides their old and new values). */
  async maskedNow(type: NormalizedType, id: number): Promise<NormalizedField[]> {
    if (seesMasked(this.viewer) || !maskedFields(type).length) return [];
    const row = await this.loader(type).load(id);
    return maskedFields(type).filter((f) => row?.masked.has(f.column));
  }

  private loader(type: NormalizedType) {
    let loader = this.loaders.get(type.typename);
    if (!loader) {
      const fields = maskedFields(type);
      loader = new DataLoader(async (ids) => {
        const selections = fields.flatMap((f) => [
          sql`${readableValueSql(this.registry, type, f, this.viewer)} AS ${sql.id(f.column)}`,
          sql`${maskedSql(this.registry, type, f)} AS ${sql.id(`masked:${f.column}`)}`,
        ]);
        const { rows } = await sql<Record<string, unknown>>`SELECT t.id, ${sql.join(selections)} FROM ${sql.table(type.table)} AS t
          WHERE t.id = ANY(${sql.val([...ids])}::integer[])`.execute(this.db);
        return ids.map((id) => {
          const row = rows.find((r) => r.id === id);
          if (!row) return null;
          const values = Object.fromEntries(fields.map((f) => [f.column, row[f.column]]));
          return { values, masked: new Set(fields.filter((f) => row[`masked:${f.column}`] === true).map((f) => f.column)) };
        });
      });
      this.loaders.set(type.typename, loader);
    }
    return loader;
  }
}
