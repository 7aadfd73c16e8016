import { createHash } from 'node:crypto';
import { runtimeTables, type Db } from '../../db/database.ts';
import type { StoredFile } from '../../../generated/database.ts';
import { insertBlob } from '../../files/blobs.ts';
import { sniffContentType } from '../../files/contentType.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';

/** Blob ids from a name and a counter, not random: the demo is the same on every seed (seedDemoData resets it). */
let sequence = 0;
export const resetDemoBlobIds = (): void => {
  sequence = 0;
};
const demoBlobId = (name: string): string => {
  const h = createHash('sha256').update(`demo-blob:${sequence++}:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/**
 * A demo file for a record: the column value to insert with it, and `store` to write its blob (its bytes into
 * the object store, its row beside) once the record has its id (a required file column cannot wait for the
 * id, so the value comes first).
 */
export const demoFile = async (name: string, bytes: Buffer) => {
  const value: StoredFile = { blobId: demoBlobId(name), name, size: bytes.length, type: await sniffContentType(bytes) };
  return {
    value,
    store: (db: Db, storage: ObjectStore, typename: string, recordId: number, field: string) =>
      insertBlob(db, storage, value.blobId, { typename, recordId, field }, value.type, bytes),
  };
};

/** A demo file for a record that exists: its blob written and the column set. */
export const attachDemoFile = async (
  db: Db,
  storage: ObjectStore,
  at: { typename: string; table: string; id: number; field: string; column: string },
  name: string,
  bytes: Buffer,
) => {
  const file = await demoFile(name, bytes);
  await file.store(db, storage, at.typename, at.id, at.field);
  await runtimeTables(db)
    .updateTable(at.table)
    .set({ [at.column]: JSON.stringify(file.value) })
    .where('id', '=', at.id)
    .execute();
};
