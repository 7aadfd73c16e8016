-- Hand-written: the bytes of file and image fields (see src/server/files/). Kept in the database rather than
-- on a disk so every server process on it serves the same files, and so a record and its files are written
-- and removed in one transaction. The record's jsonb column holds { blobId, name, size, type } only.
CREATE TABLE readmin_blobs (
  id uuid PRIMARY KEY,
  record_type text NOT NULL,
  record_id integer NOT NULL,
  field_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Removing a record removes its files.
CREATE INDEX readmin_blobs_record ON readmin_blobs (record_type, record_id);
