-- Hand-written: every competition and league has an ad preset (spec 001 §5). Rows without one take their
-- organisation's preset for new leagues, else its first preset; an organisation with neither gets an empty
-- "Default" preset for new leagues, so nothing is refused and no advertising changes. A preset in use can
-- no longer be deleted out from under them (RESTRICT instead of SET NULL).
INSERT INTO ad_presets (name, org_id, ad_asset_ids, default_for_new_league)
SELECT 'Default', o.id, '{}', true
FROM orgs o
WHERE NOT EXISTS (SELECT 1 FROM ad_presets p WHERE p.org_id = o.id)
  AND (EXISTS (SELECT 1 FROM competitions c WHERE c.org_id = o.id AND c.ad_preset_id IS NULL)
    OR EXISTS (SELECT 1 FROM leagues l WHERE l.org_id = o.id AND l.ad_preset_id IS NULL));
UPDATE competitions c SET ad_preset_id = (
  SELECT p.id FROM ad_presets p WHERE p.org_id = c.org_id ORDER BY p.default_for_new_league DESC, p.id LIMIT 1
) WHERE c.ad_preset_id IS NULL;
UPDATE leagues l SET ad_preset_id = (
  SELECT p.id FROM ad_presets p WHERE p.org_id = l.org_id ORDER BY p.default_for_new_league DESC, p.id LIMIT 1
) WHERE l.ad_preset_id IS NULL;
ALTER TABLE competitions ALTER COLUMN ad_preset_id SET NOT NULL;
ALTER TABLE leagues ALTER COLUMN ad_preset_id SET NOT NULL;
ALTER TABLE competitions DROP CONSTRAINT competitions_ad_preset_id_fkey;
ALTER TABLE competitions ADD CONSTRAINT competitions_ad_preset_id_fkey FOREIGN KEY (ad_preset_id) REFERENCES ad_presets (id) ON DELETE RESTRICT;
ALTER TABLE leagues DROP CONSTRAINT leagues_ad_preset_id_fkey;
ALTER TABLE leagues ADD CONSTRAINT leagues_ad_preset_id_fkey FOREIGN KEY (ad_preset_id) REFERENCES ad_presets (id) ON DELETE RESTRICT;
