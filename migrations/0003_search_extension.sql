-- Hand-written: trigram matching for list search (indexes on search fields come from the metadata).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
