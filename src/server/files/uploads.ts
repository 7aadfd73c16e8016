import { randomUUID } from 'node:crypto';
import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import { runtimeTables, type Db } from '../db/database.ts';
import type { ValueChecks } from '../records/fieldValues.ts';
import { accepts, imageType, sniffContentType } from './contentType.ts';
import { deleteBlobs, deleteObjectsAfterCommit, insertBlob } from './blobs.ts';
import type { ObjectStore } from './storage/objectStore.ts';
import { isStoredRef, type StoredFileRef } from './storedFile.ts';
import { acceptOf } from '../../shared/uploadRules.ts';
import { variablesOf } from '../../metadata/jsonLogic.ts';
import { ruleRecord } from '../records/fieldRules.ts';
import { NO_READ_THROUGH, type ReadThrough } from '../records/referencedRecords.ts';
import type { Row } from '../db/row.ts';

/** A checked upload between its checks and the transaction's write: its bytes and what they are. */
class PendingUpload {
  constructor(
    readonly name: string,
    readonly bytes: Buffer,
    readonly contentType: string,
  ) {}
}

const fileFields = (type: NormalizedType) => type.fields.filter((f) => f.type === 'file' || f.type === 'image');

/**
 * What each uploaded file really is, from its bytes: an image field takes only images sharp can read, and
 * the types a field accepts hold against the sniffed type, not the one a client declares; with
 * `acceptWhen` those depend on each record as it would be (images and videos for a video overlay, images
 * otherwise). Problems go to `checks`; accepted uploads wait in `columns` until the record's id is known.
 * `targets` are the rows an update writes, or [null] for a create.
 */
export const checkUploads = async (
  type: NormalizedType,
  columns: Record<string, unknown>,
  checks: ValueChecks,
  targets: (Row | null)[] = [null],
  reading: ReadThrough = NO_READ_THROUGH,
): Promise<void> => {
  const records = targets.map((row) => ruleRecord(type, row, columns, reading));
  for (const field of fileFields(type)) {
    const v = columns[field.column] as { name: string; base64: string } | null | undefined;
    if (!v || !('base64' in v)) continue;
    const bytes = Buffer.from(v.base64, 'base64');
    const contentType = field.type === 'image' ? await imageType(bytes) : await sniffContentType(bytes);
    const refused = contentType && records.map((record) => acceptOf(field, record)).find((accept) => accept && !accepts(accept, contentType));
    if (!contentType) checks.problem(field, 'must be an image (PNG, JPEG, WebP, GIF, AVIF or SVG)');
    else if (refused) checks.problem(field, `must be ${refused}, not ${contentType}${acceptDependsOn(type, field)}`);
    else columns[field.column] = new PendingUpload(v.name, bytes, contentType);
  }
};

/** ', for this Asset type': what the accepted types of a field with `acceptWhen` depend on, for its refusal. */
const acceptDependsOn = (type: NormalizedType, field: NormalizedField): string => {
  const read = new Set((field.acceptWhen ?? []).flatMap((a) => variablesOf(a.when).map((v) => v.split('.')[0])));
  const labels = type.fields.filter((f) => read.has(f.name)).map((f) => f.label);
  return labels.length ? `, for this ${labels.join(' and ')}` : '';
};

/** The pending uploads of a write, taken out of its columns: they are stored per record (a blob has one owner). */
export const takeUploads = (type: NormalizedType, columns: Record<string, unknown>): [NormalizedField, PendingUpload][] => {
  const taken: [NormalizedField, PendingUpload][] = [];
  for (const field of fileFields(type)) {
    const v = columns[field.column];
    if (v instanceof PendingUpload) {
      taken.push([field, v]);
      delete columns[field.column];
    }
  }
  return taken;
};

const refOf = (upload: PendingUpload): StoredFileRef => ({
  blobId: randomUUID(),
  name: upload.name,
  size: upload.bytes.length,
  type: upload.contentType,
});

/**
 * Each upload's column value for a record about to be written, and the blob writes that go with it (each
 * object into the store, then its row, in the write's transaction).
 */
export const placeUploads = (uploads: [NormalizedField, PendingUpload][], columns: Record<string, unknown>) => {
  const placed = uploads.map(([field, upload]) => ({ field, upload, ref: refOf(upload) }));
  for (const { field, ref } of placed) columns[field.column] = ref;
  return async (trx: Db, storage: ObjectStore, typename: string, recordId: number) => {
    for (const { field, upload, ref } of placed)
      await insertBlob(trx, storage, ref.blobId, { typename, recordId, field: field.name }, upload.contentType, upload.bytes);
  };
};

/**
 * An update's files: each target record gets its own copy of each upload, and the files it held before in
 * the replaced or cleared fields are removed: their rows in the update's transaction, their objects once it
 * has committed.
 */
export const replaceFiles = async (
  trx: Db,
  storage: ObjectStore,
  afterCommit: (effect: () => Promise<void>) => void,
  type: NormalizedType,
  targets: Row[],
  uploads: [NormalizedField, PendingUpload][],
  columns: Record<string, unknown>,
): Promise<void> => {
  const cleared = fileFields(type).filter((f) => f.column in columns && columns[f.column] === null);
  const replaced = [...uploads.map(([f]) => f), ...cleared];
  for (const target of targets) {
    if (!uploads.length) break;
    const own: Record<string, unknown> = {};
    const insertBlobs = placeUploads(uploads, own);
    await runtimeTables(trx).updateTable(type.table).set(own).where('id', '=', target.id).execute();
    await insertBlobs(trx, storage, type.typename, target.id);
  }
  const old = targets.flatMap((t) => replaced.map((f) => t[f.column])).filter(isStoredRef);
  const keys = await deleteBlobs(
    trx,
    old.map((r) => r.blobId),
  );
  deleteObjectsAfterCommit(afterCommit, storage, keys);
};
