-- Spec 002 §5: a venue's AWS region and max concurrent live streams are required. Venues without them take
-- the defaults (ap-southeast-2, 1) first.
UPDATE venues SET aws_region = 'ap-southeast-2' WHERE aws_region IS NULL;
ALTER TABLE venues ALTER COLUMN aws_region SET NOT NULL;

UPDATE venues SET max_concurrent_live_streams = 1 WHERE max_concurrent_live_streams IS NULL;
ALTER TABLE venues ALTER COLUMN max_concurrent_live_streams SET NOT NULL;
