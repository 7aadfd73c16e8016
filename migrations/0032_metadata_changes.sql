-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE videos ADD COLUMN camera_id integer;

ALTER TABLE videos ADD COLUMN surface_id integer;

ALTER TABLE videos ADD CONSTRAINT videos_camera_id_fkey FOREIGN KEY (camera_id) REFERENCES cameras (id) ON DELETE SET NULL;

ALTER TABLE videos ADD CONSTRAINT videos_surface_id_fkey FOREIGN KEY (surface_id) REFERENCES surfaces (id) ON DELETE SET NULL;

CREATE INDEX videos_camera_id_idx ON videos (camera_id);

CREATE INDEX videos_surface_id_idx ON videos (surface_id);
