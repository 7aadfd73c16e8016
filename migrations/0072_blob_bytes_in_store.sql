-- Hand-written: the bytes of file and image fields live in the object store under files/{id}
-- (src/server/files/blobs.ts); a row keeps what the file route's read rules need. Rows written before keep
-- their bytes here until the server's start moves them into the configured store and clears them
-- (src/server/files/legacyBlobBytes.ts), so no file of an upgraded deployment becomes unreadable.
ALTER TABLE readmin_blobs ALTER COLUMN bytes DROP NOT NULL;
