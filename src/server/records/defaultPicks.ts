import type { NormalizedType } from '../../metadata/normalized.ts';
import { attributeName } from '../../metadata/naming.ts';
import type { ServerRegistry } from './serverRegistry.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { accessFor, canAtAll } from '../access/ownership.ts';
import { listRows } from './listQuery.ts';

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * A create's reference fields left empty that declare `defaultPick` take the first record (in its list order) of their
 * type that the viewer may read and that the declared list filters match: fixed values, and the create's
 * own values of the `sameAs` fields (a new league: its organisation's ad preset for new leagues). Nothing
 * matches, or a `sameAs` field is empty: the field stays empty and the usual required check speaks. The
 * picked record is then checked like one the caller sent (reach, organisation).
 */
export const withDefaultPicks = async (
  ctx: { registry: ServerRegistry; viewer: Viewer | null },
  trx: Db,
  type: NormalizedType,
  attributes: Record<string, unknown>,
) => {
  const picked = { ...attributes };
  for (const field of type.fields.filter((f) => f.defaultPick && f.typename)) {
    const key = attributeName(field);
    if (!isEmpty(picked[key])) continue;
    const { filters, sameAs = {} } = field.defaultPick!;
    const filtersHash: Record<string, unknown> = { ...filters };
    for (const [filter, source] of Object.entries(sameAs)) {
      const from = type.fields.find((f) => f.name === source);
      filtersHash[filter] = from ? picked[attributeName(from)] : undefined;
    }
    if (Object.values(filtersHash).some(isEmpty)) continue;
    const target = ctx.registry.types[field.typename!];
    const access = accessFor(ctx.viewer, target, 'read');
    // A viewer who may not read the referenced type at all gets no default, and the required check answers.
    if (!canAtAll(access)) continue;
    const filterBar = { filtersHash: Object.fromEntries(Object.entries(filtersHash).map(([k, v]) => [k, String(v)])) };
    // In the write's transaction: embedded PGlite has one connection, which the transaction holds.
    const [first] = await listRows(trx, ctx.registry, target, access, { filterBar, limit: 1 }).catch(() => []);
    if (first) picked[key] = String(first.row.id);
  }
  return picked;
};
