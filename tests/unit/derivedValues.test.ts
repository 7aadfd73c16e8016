import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Registry } from '../../src/metadata/normalized.ts';
import { clearByChanges, withFileNameDefaults } from '../../src/server/records/derivedValues.ts';
import { ValueChecks } from '../../src/server/records/fieldValues.ts';
import { fileNameStem } from '../../src/shared/uploadRules.ts';

const registry = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/generated/registry.json'), 'utf8')) as Registry;
const AdAsset = registry.types.AdAsset;
const stored = { id: 1, name: 'Overlay', asset_type: 'video_overlay', asset_uploader: { blobId: 'b', name: 'o.mp4', size: 3, type: 'video/mp4' } };

/** The server's side of the values that follow other fields (the API gets what the dialogs do). */
describe('values that follow other fields, on the server', () => {
  it('clearedBy: an update changing the asset type without a new file asks for one; the same type or a new file clears nothing', () => {
    const changed = new ValueChecks();
    clearByChanges(AdAsset, { assetType: 'billboard' }, { asset_type: 'billboard' }, [stored], changed);
    expect(changed.problems).toEqual([{ field: 'assetUploader', message: 'Asset is required: changing Asset type clears it' }]);
    const same = new ValueChecks();
    clearByChanges(AdAsset, { assetType: 'video_overlay' }, { asset_type: 'video_overlay' }, [stored], same);
    expect(same.problems).toEqual([]);
    const withFile = new ValueChecks();
    clearByChanges(AdAsset, { assetType: 'billboard', assetUploader: { name: 'a.png' } }, { asset_type: 'billboard' }, [stored], withFile);
    expect(withFile.problems).toEqual([]);
  });

  it('defaultFromFileName: an empty name takes the uploaded file name without its extension, a stored or given one stays', () => {
    const file = { name: 'Spring sale.v2.png', base64: 'AAAA', size: 3 };
    expect(withFileNameDefaults(AdAsset, { assetUploader: file }, 'create', []).name).toBe('Spring sale.v2');
    expect(withFileNameDefaults(AdAsset, { name: ' ', assetUploader: file }, 'create', []).name).toBe(' ');
    expect(withFileNameDefaults(AdAsset, { name: 'Kept', assetUploader: file }, 'create', []).name).toBe('Kept');
    expect(withFileNameDefaults(AdAsset, { assetUploader: file }, 'update', [stored])).not.toHaveProperty('name');
    expect(withFileNameDefaults(AdAsset, { name: '', assetUploader: file }, 'update', [stored]).name).toBe('Spring sale.v2');
    expect([fileNameStem('.env'), fileNameStem('C:\\fakepath\\promo.jpeg'), fileNameStem('noext')]).toEqual(['.env', 'promo', 'noext']);
  });
});
