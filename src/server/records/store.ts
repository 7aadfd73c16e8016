import DataLoader from 'dataloader';
import { sql, type RawBuilder } from 'kysely';
import { directVia, isComputed, typeNamed, type Grant, type NormalizedAssociation, type NormalizedType } from '../../metadata/normalized.ts';
import type { ServerRegistry } from './serverRegistry.ts';
import { recordRowsDb, type Db } from '../db/database.ts';
import type { Viewer } from '../auth/viewer.ts';
import { accessFilter, accessFor, canAtAll } from '../access/ownership.ts';
import { countRows, listRows, recordRow, type ListArgs } from './listQuery.ts';
import { joinableReferences, joinsForName, MAX_REFERENCE_JOINS, READABLE_COLUMN, type JoinedRow, type ReferenceJoin } from './referenceJoins.ts';
import { associationWhere } from './associationSql.ts';
import { lacksComputed, rowToNameRecord, rowToRecord, type RecordObject } from './record.ts';
import { computedSelections, recordSelection } from './selection.ts';
import { forbidden, invalidInput, unknownTypename } from '../errors.ts';
import { mayReadField } from '../access/fieldAccess.ts';
import { parseRecordId } from '../input/ids.ts';
import { attributeName } from '../../metadata/naming.ts';
import { withMaskedChanges, withVisibleChanges } from './visibleChanges.ts';
import { AUDIT_TYPE } from '../audit/versions.ts';
import { MaskedValues } from './maskedValues.ts';
import { seesMasked } from '../access/fieldMasks.ts';
import { MASKED_COLUMN, maskedIds, rowMaskOf, withRowMask } from './rowMasks.ts';
import { nameAloneServes } from './names.ts';

/** A record looked up by id, and whether this viewer may read it (else only its name and link are shown). */
interface LoadedRecord {
  record: RecordObject;
  readable: boolean;
}

/** A looked-up record as a reference shows it: a record the viewer may not read keeps only its name and link. */
const asReference = (loaded: LoadedRecord | null): RecordObject | null =>
  loaded && (loaded.readable ? loaded.record : { ...loaded.record, __restricted: true });

/** How `named` and `known` file a record: the same key wherever a request stores or looks one up. */
const recordKey = (typename: string, id: number) => `${typename}:${id}`;

/** Suggestions a string input offers at most. */
const SUGGESTIONS = 20;

/**
 * Reads records for one request. Lists stay within the viewer's reach (ownership and memberships); lookups by id are batched with
 * DataLoader so a page of rows with references costs one query per referenced type, not one per row.
 */
export class RecordStore {
  private readonly byId = new Map<string, DataLoader<number, LoadedRecord | null>>();
  private readonly pointingAt = new Map<string, DataLoader<number, RecordObject[]>>();
  private readonly computedById = new Map<string, DataLoader<number, RecordObject | null>>();
  private readonly maskedById = new Map<string, DataLoader<number, boolean>>();
  /** Records a page read for their names alone (name-only joins), by `Typename:id`: only a name-only ref() reads them. */
  private readonly named = new Map<string, LoadedRecord>();
  /**
   * Lookups by id this request has answered (rows a page primed, batches loaded), by `Typename:id`, as DataLoader
   * holds them: ref() answers these without a promise, so a page's references and names resolve in the same tick.
   */
  private readonly known = new Map<string, LoadedRecord | null>();

  constructor(
    private readonly db: Db,
    readonly registry: ServerRegistry,
    private readonly viewer: Viewer | null,
  ) {
    this.masked = new MaskedValues(db, registry, viewer);
  }

  /** Masked fields (`maskedBy`) as this viewer reads them. */
  readonly masked: MaskedValues;

  /** A list's arguments for this viewer: searches skip masked values unless the viewer sees them. */
  private listArgs(args: ListArgs): ListArgs {
    return { ...args, seesMasked: seesMasked(this.viewer) };
  }

  type(typename: string): NormalizedType {
    const type = typeNamed(this.registry, typename);
    if (!type) throw unknownTypename(typename);
    return type;
  }

  private access(type: NormalizedType, grant: Grant = 'read') {
    const access = accessFor(this.viewer, type, grant);
    if (!canAtAll(access)) throw forbidden(`You may not read ${type.label.plural}.`);
    return access;
  }

  async list(typename: string, args: ListArgs): Promise<RecordObject[]> {
    const type = this.type(typename);
    const joins = this.referenceJoins(type, args.references, args.nameOnlyReferences);
    const rows = await listRows(this.db, this.registry, type, this.access(type), this.listArgs(args), joins);
    return rows.map(({ row, cursor, joined }) => {
      this.keepJoined(joined);
      // On the record kept for the request, not a copy of it (a copy of a few dozen fields a row): a reference to
      // the same record later in the request carries it too, and only a list's Load More reads it.
      const record = this.prime(type, row);
      record.__cursor = cursor;
      return record;
    });
  }

  /** The referenced rows a statement joined, kept for ref() as lookups by id (or, name-only, for names). */
  private keepJoined(joined: JoinedRow[]) {
    for (const { join, row: target, readable } of joined) {
      if (!target) continue;
      const id = target.id as number;
      if (join.namesOnly) this.named.set(recordKey(join.target.typename, id), { record: rowToNameRecord(join.target, target), readable });
      else this.keep(join.target, id, { record: this.present(join.target, target), readable });
    }
  }

  /**
   * The references a page reads (`references`, by field name), joined in the page's statement so that resolving
   * them costs no query: each with the viewer's read access to its type, as a lookup by id checks it.
   */
  private referenceJoins(type: NormalizedType, references: readonly string[] | undefined, nameOnly: readonly string[] = []): ReferenceJoin[] {
    if (!references?.length) return [];
    return joinableReferences(type)
      .filter((f) => references.includes(f.name))
      .slice(0, MAX_REFERENCE_JOINS)
      .map((field) => {
        const target = this.type(field.typename!);
        // A masked row's name may read a hidden field: only the whole record, with its mask applied, will do.
        const namesOnly =
          nameOnly.includes(field.name) && !rowMaskOf(this.registry, target) && joinsForName(target) && nameAloneServes(type, field, target);
        return { field, target, namesOnly, access: accessFor(this.viewer, target, 'read') };
      });
  }

  /**
   * The audit versions of one record. Reading a record's history needs only the right to read the record;
   * the Audit Events list of every change stays with platform admins (its own permissions).
   */
  async history(itemType: string, itemId: string | number, args: Pick<ListArgs, 'filterBar' | 'limit' | 'offset'>, count = false) {
    const audit = this.type(AUDIT_TYPE);
    const item = await this.get(itemType, itemId);
    if (!item) return count ? 0 : [];
    const list: ListArgs = { ...args, where: sql<boolean>`t.item_type = ${itemType} AND t.item_id = ${parseRecordId(itemId)}` };
    if (count) return (await countRows(this.db, this.registry, audit, { all: true }, list)).value;
    const hidden = await this.masked.maskedNow(this.type(itemType), item.id);
    // Not primed: these rows are read through the record's right, not the viewer's own on audit versions.
    return (await listRows(this.db, this.registry, audit, { all: true }, list)).map(({ row }) => withMaskedChanges(this.present(audit, row), hidden));
  }

  /**
   * Values already stored in a string field that declares `suggest`, among the rows the viewer may read,
   * starting with `search` (any case), alphabetically, at most `limit`.
   */
  async suggestions(typename: string, name: string, search: string | null, limit = SUGGESTIONS): Promise<string[]> {
    const type = this.type(typename);
    const field = type.fields.find((f) => f.name === name);
    if (!field?.suggest || !mayReadField(field, this.viewer))
      throw invalidInput([{ field: 'field', message: `${type.label.plural} offer no suggestions for '${name}'` }]);
    const column = sql.ref(`t.${field.column}`);
    const prefix = `${(search ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { rows } = await sql<{ value: string }>`SELECT DISTINCT ${column} AS value FROM ${sql.table(type.table)} AS t
      WHERE ${column} <> '' AND ${column} ILIKE ${prefix} AND ${accessFilter(this.registry, type, this.access(type))}
      ORDER BY 1 LIMIT ${Math.min(Math.max(limit, 1), SUGGESTIONS)}`.execute(this.db);
    return rows.map((r) => r.value);
  }

  /** Exact while small, the planner's estimate beyond that (flagged approximate). */
  async total(typename: string, args: ListArgs): Promise<{ value: number; approximate: boolean }> {
    const type = this.type(typename);
    return countRows(this.db, this.registry, type, this.access(type), this.listArgs(args));
  }

  /**
   * One record by id as an answer reads it (readminObject, a detail page): the record with the computed fields the
   * answer selects and the references it reads (`references`, by field name) in one statement, as a list page reads
   * them, instead of a lookup for the record and then one per referenced type. Otherwise as get().
   */
  async getSelected(
    typename: string,
    id: number | string,
    selection: Pick<ListArgs, 'computed' | 'references' | 'nameOnlyReferences'>,
  ): Promise<RecordObject | null> {
    const type = this.type(typename);
    const access = this.access(type);
    const n = parseRecordId(id);
    if (n === null) return null;
    const joins = this.referenceJoins(type, selection.references, selection.nameOnlyReferences);
    if (!joins.length || this.known.has(recordKey(typename, n))) return this.get(typename, n);
    const found = await recordRow(this.db, this.registry, type, access, n, { computed: selection.computed, joins });
    if (!found) {
      this.keep(type, n, null);
      return null;
    }
    this.keepJoined(found.joined);
    const loaded = { record: this.present(type, found.row), readable: found.readable };
    this.keep(type, n, loaded);
    return loaded.readable ? loaded.record : null;
  }

  /** A record the viewer may read, or null (also when it exists but is out of the viewer's reach). */
  async get(typename: string, id: number | string): Promise<RecordObject | null> {
    const type = this.type(typename);
    this.access(type);
    const n = parseRecordId(id);
    if (n === null) return null;
    const loaded = await this.loader(type).load(n);
    return loaded?.readable ? loaded.record : null;
  }

  /**
   * The record a reference points at. Its name and link are shown even when the viewer may not read
   * the record itself (an org admin sees which user an admin role belongs to); every other field of a
   * restricted record resolves to null (see resolvers). `forName`: the caller reads only what the record's name
   * reads (its readminName, id or link).
   */
  ref(typename: string, id: number | null | undefined, forName = false): RecordObject | null | Promise<RecordObject | null> {
    if (id == null) return null;
    // Whoever asks for the name alone may have what a page read for it (see list); anyone else, the whole record.
    const key = recordKey(typename, id);
    const known = (forName && this.named.get(key)) || this.known.get(key);
    return known !== undefined ? asReference(known) : this.loader(this.type(typename)).load(id).then(asReference);
  }

  /**
   * The rows of an association of record `id` that the viewer may read. One straight reference is batched
   * over the records of a page; paths, alternatives and anchors ('court.venue', ['homeTeam', 'awayTeam'], from) ask per record.
   */
  async pointing(parent: string, association: Pick<NormalizedAssociation, 'typename' | 'via' | 'from'>, id: number): Promise<RecordObject[]> {
    const type = this.type(association.typename);
    const via = directVia(association);
    if (!via) {
      const { rows } = await sql<Record<string, unknown>>`SELECT ${recordSelection(this.registry, type)} FROM ${sql.table(type.table)} AS t
        WHERE ${associationWhere(this.registry, this.type(parent), association, id)} AND ${this.readCondition(type)}
        ORDER BY t.id`.execute(this.db);
      return rows.map((r) => this.prime(type, r));
    }
    const typename = type.typename;
    const key = `${typename}.${via}`;
    let loader = this.pointingAt.get(key);
    if (!loader) {
      const field = type.fields.find((f) => f.name === via)!;
      const readable = this.readCondition(type);
      loader = new DataLoader(async (ids) => {
        const match =
          field.type === 'references'
            ? sql`t.${sql.ref(field.column)} && ${sql.val(ids)}::integer[]`
            : sql`t.${sql.ref(field.column)} = ANY(${sql.val(ids)}::integer[])`;
        const { rows } = await sql<Record<string, unknown>>`SELECT ${recordSelection(this.registry, type)} FROM ${sql.table(type.table)} AS t
          WHERE ${match} AND ${readable} ORDER BY t.id`.execute(this.db);
        const records = rows.map((r) => this.prime(type, r));
        const pointsAt = (r: Record<string, unknown>, parent: number) =>
          field.type === 'references' ? (r[field.column] as number[]).includes(parent) : r[field.column] === parent;
        return ids.map((parent) => records.filter((_, i) => pointsAt(rows[i], parent)));
      });
      this.pointingAt.set(key, loader);
    }
    return loader.load(id);
  }

  /**
   * The record with its computed fields: as it is when it came from a list or a lookup, else (a mutation's
   * answer, built from the written row) with them read for every such record of the request in one query.
   */
  async completed(typename: string, record: RecordObject): Promise<RecordObject> {
    const type = this.type(typename);
    if (!lacksComputed(type, record)) return record;
    let loader = this.computedById.get(type.typename);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const { rows } = await sql<
          Record<string, unknown>
        >`SELECT t.id, ${sql.join(computedSelections(this.registry, type))} FROM ${sql.table(type.table)} AS t
          WHERE t.id = ANY(${sql.val([...ids])}::integer[])`.execute(this.db);
        return ids.map((id) => {
          const row = rows.find((r) => r.id === id);
          return row ? rowToRecord(type, row) : null;
        });
      });
      this.computedById.set(type.typename, loader);
    }
    const computed = await loader.load(record.id);
    if (!computed) return record;
    const names = type.fields.filter(isComputed).map(attributeName);
    return { ...record, ...Object.fromEntries(names.filter((n) => Object.hasOwn(computed, n)).map((n) => [n, computed[n]])) };
  }

  /**
   * A record of a masked type as it may be served (rowMasks.ts): a record the store read is already checked;
   * another (a mutation's answer) is checked with the others of the request in one query.
   */
  async rowMaskApplied(typename: string, record: RecordObject): Promise<RecordObject> {
    const type = this.type(typename);
    if (record.__rowMasked !== undefined) return record;
    let loader = this.maskedById.get(type.typename);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const masked = await maskedIds(this.db, this.registry, type, ids);
        return ids.map((id) => masked.has(id));
      });
      this.maskedById.set(type.typename, loader);
    }
    return withRowMask(this.registry, type, record, await loader.load(record.id));
  }

  /** Whether the viewer's read access reaches a row `t` of the type, as SQL (ownership and memberships). */
  private readCondition(type: NormalizedType) {
    return accessFilter(this.registry, type, accessFor(this.viewer, type, 'read'));
  }

  /** A row of an access-checked read, kept so a reference to it later in the request costs no query. */
  private prime(type: NormalizedType, row: Record<string, unknown>): RecordObject {
    const record = this.present(type, row);
    this.keep(type, record.id, { record, readable: true });
    return record;
  }

  /** Primes the lookup of `id` with what this request has already read of it, unless it has a lookup already. */
  private keep(type: NormalizedType, id: number, loaded: LoadedRecord | null) {
    const key = recordKey(type.typename, id);
    if (this.known.has(key)) return;
    this.known.set(key, loaded);
    this.loader(type).prime(id, loaded);
  }

  /** A row as this viewer may see it; audit versions lose the changes of fields the viewer may not read. */
  private present(type: NormalizedType, row: Record<string, unknown>): RecordObject {
    const record = withRowMask(this.registry, type, rowToRecord(type, row), row[MASKED_COLUMN] === true);
    return type.typename === AUDIT_TYPE ? withVisibleChanges(this.registry, this.viewer, record) : record;
  }

  /**
   * Lookups by id, batched per type: one query reads the rows and, in the same statement, whether the viewer's
   * access reaches each one (a reference shows the name of a record the viewer may not otherwise read).
   */
  private loader(type: NormalizedType) {
    let loader = this.byId.get(type.typename);
    if (!loader) {
      // Built when a batch first runs: a request that only primes the loader (a detail's joined references) never needs it.
      let readable: RawBuilder<boolean> | undefined;
      loader = new DataLoader(async (ids) => {
        readable ??= this.readCondition(type);
        const { rows } = await sql<Record<string, unknown>>`SELECT ${recordSelection(this.registry, type)}, ${readable} AS ${sql.ref(READABLE_COLUMN)}
          FROM ${sql.table(type.table)} AS t WHERE t.id = ANY(${sql.val([...ids])}::integer[])`.execute(recordRowsDb(this.db));
        const byId = new Map(rows.map((row) => [row.id as number, row]));
        return ids.map((id) => {
          const row = byId.get(id);
          const loaded = row ? { record: this.present(type, row), readable: row[READABLE_COLUMN] === true } : null;
          this.known.set(recordKey(type.typename, id), loaded);
          return loaded;
        });
      });
      this.byId.set(type.typename, loader);
    }
    return loader;
  }
}
