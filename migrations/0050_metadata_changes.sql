-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE deliveries ADD COLUMN outbox_message_id integer;

ALTER TABLE outbox_messages ADD COLUMN html text;

ALTER TABLE deliveries ADD CONSTRAINT deliveries_outbox_message_id_fkey FOREIGN KEY (outbox_message_id) REFERENCES outbox_messages (id) ON DELETE SET NULL;

CREATE INDEX deliveries_outbox_message_id_idx ON deliveries (outbox_message_id);
