-- Hand-written: a CSV export's file, in the database rather than in a local folder, so every server process
-- on it can serve any export. The job appends chunks of about 1 MB as PostgreSQL writes the CSV; the last
-- chunk and the export's 'completed' state commit together, so a completed export always has all its
-- chunks. A retry starts again from seq 0 (its first step removes what an earlier attempt left).
CREATE TABLE readmin_csv_export_chunks (
  export_id integer NOT NULL REFERENCES readmin_csv_exports (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (export_id, seq)
);
-- Out of line and uncompressed: pglz would cost more time than PostgreSQL spends writing the CSV, and the
-- file is read back whole, in order, once or twice.
ALTER TABLE readmin_csv_export_chunks ALTER COLUMN bytes SET STORAGE EXTERNAL;
