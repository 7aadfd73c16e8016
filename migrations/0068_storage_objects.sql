-- Hand-written: the object store's default home (src/server/files/storage/databaseStore.ts): video originals,
-- encoded versions and thumbnails by key, in the database so every server process on it serves the same
-- files. STORAGE_URL=s3://… keeps them in an S3-compatible store instead.
CREATE TABLE readmin_objects (
  key text PRIMARY KEY,
  content_type text NOT NULL,
  size integer NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Uncompressed, so a range read (a seek in a video) reads only its pages; video does not compress anyway.
ALTER TABLE readmin_objects ALTER COLUMN bytes SET STORAGE EXTERNAL;
