import { sql } from 'kysely';
import { invalidInput } from '../../errors.ts';
import { typeNamed } from '../../../metadata/normalized.ts';
import { accessFilter, accessFor, ownerIdSql } from '../../access/ownership.ts';
import type { BeforeCreate } from '../../context.ts';

/**
 * A note belongs to a record the author may read; it takes that record's organisation, so the note is
 * visible to exactly those who administer the record (platform-only records give platform-only notes).
 * Reads go through the transaction: on PGlite another connection would wait for this one.
 */
export const beforeCreateNote: BeforeCreate = async (ctx, trx, _type, columns) => {
  const itemType = typeNamed(ctx.registry, String(columns.item_type));
  const missing = () =>
    invalidInput([{ field: 'itemId', message: `No ${itemType?.label.singular ?? String(columns.item_type)} with id ${String(columns.item_id)}` }]);
  if (!itemType) throw missing();
  const orgPath = itemType.ownership.org;
  const { rows } = await sql<{ org: number | null }>`
    SELECT ${orgPath ? ownerIdSql(ctx.registry, itemType, orgPath, 't') : sql`NULL`} AS org FROM ${sql.table(itemType.table)} AS t
    WHERE t.id = ${Number(columns.item_id)} AND ${accessFilter(ctx.registry, itemType, accessFor(ctx.viewer, itemType, 'read'))}`.execute(trx);
  if (!rows.length) throw missing();
  columns.org_id = rows[0].org;
  columns.author_id = ctx.viewer!.userId;
};
