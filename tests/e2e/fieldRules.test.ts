import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';

/** Rules of the metadata that dialogs apply as the user types: suggestions of stored values, checks across fields. */
describe('field rules in dialogs, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com', timeout: 8000 });
  const dialog = (name: string): Locator => page().getByRole('dialog', { name });

  it('suggests the camera model manufacturers already stored, and takes a new one', async () => {
    const stored = await db().selectFrom('camera_models').select('manufacturer').distinct().orderBy('manufacturer').execute();
    const first = stored[0].manufacturer;
    await page().goto(url('/readmin/camera_models'));
    await page().getByRole('button', { name: 'Add Camera Model' }).click();
    const add = dialog('Add Camera Model');
    const manufacturer = add.getByRole('combobox', { name: 'Manufacturer' });
    await manufacturer.fill(first.slice(0, 2));
    await page().getByRole('option', { name: first }).click();
    await expect.poll(() => manufacturer.inputValue()).toBe(first);
    await manufacturer.fill('Zyxel Optics');
    await expect.poll(() => page().getByRole('option').count()).toBe(0);
    await add.getByRole('button', { name: 'Cancel' }).click();
  });

  it('creates a person from the game role dialog, picks them (offerCreate) and, once confirmed, makes them a referee', async () => {
    const game = await db().selectFrom('games').select(['id', 'org_id']).orderBy('id').executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/orgs/${game.org_id}/games/${game.id}?tab=roster`));
    await page().getByRole('button', { name: 'Add Game Role' }).click();
    const add = dialog('Add Game Role');
    await add.getByRole('button', { name: 'Create Person' }).click();
    const person = dialog('Add Person');
    await person.getByRole('textbox', { name: /^First name/i }).fill('Hemi');
    await person.getByRole('textbox', { name: /^Last name/i }).fill('Walker-Tane');
    await person.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => add.getByRole('combobox', { name: 'Person' }).inputValue()).toBe('Hemi Walker-Tane');
    const created = await db().selectFrom('people').select(['id', 'org_id']).where('first_name', '=', 'Hemi').executeTakeFirstOrThrow();
    expect(created.org_id).toBe(game.org_id); // inside the organisation, its people are its own

    // A referee's role for someone who is not a referee: the server asks first, and agreeing makes them one.
    await add.getByRole('combobox', { name: 'Role' }).selectOption('referee');
    await add.getByRole('button', { name: 'Create', exact: true }).click();
    const asked = page().getByRole('dialog').filter({ hasText: 'Hemi Walker-Tane is not a referee yet.' });
    await asked.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);
    const nowReferee = await db().selectFrom('people').select('is_referee').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(nowReferee.is_referee).toBe(true);
    const role = await db().selectFrom('game_people').select('role').where('person_id', '=', created.id).executeTakeFirstOrThrow();
    expect(role.role).toBe('referee');
    // The roster's name leads to the person's record (a roster entry has no page of its own).
    const name = page().getByRole('link', { name: 'Hemi Walker-Tane' });
    await expect.poll(() => name.getAttribute('href')).toMatch(new RegExp(`/people/${created.id}$`));
    await name.click();
    await page().waitForURL(new RegExp(`/people/${created.id}$`));
  });

  it("starts a new league on its organisation's ad preset for new leagues (defaultPick), and creates it", async () => {
    const preset = await db()
      .selectFrom('ad_presets')
      .select(['id', 'name', 'org_id'])
      .where('default_for_new_league', '=', true)
      .orderBy('org_id')
      .executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/orgs/${preset.org_id}/leagues`));
    await page().getByRole('button', { name: 'Add League' }).click();
    const add = dialog('Add League');
    await expect.poll(() => add.getByRole('combobox', { name: /^Ad preset/ }).inputValue()).toBe(preset.name);
    await add.getByRole('textbox', { name: /^Name/ }).fill('Autumn Social League');
    await add.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);
    const league = await db().selectFrom('leagues').select('ad_preset_id').where('name', '=', 'Autumn Social League').executeTakeFirstOrThrow();
    expect(league.ad_preset_id).toBe(preset.id);
  });

  it("offers the states of the city's country once a country is chosen", async () => {
    await page().goto(url('/readmin/cities'));
    await page().getByRole('button', { name: 'Add City' }).click();
    const add = dialog('Add City');
    const state = add.getByLabel(/^State/);
    await expect.poll(() => state.isDisabled()).toBe(true);
    await add.getByRole('combobox', { name: 'Country' }).selectOption('NZ');
    await expect.poll(() => state.isDisabled()).toBe(false);
    await state.selectOption('Otago');
    await add.getByRole('combobox', { name: 'Country' }).selectOption('AU');
    // Australia's list has no Otago: the choice is asked for again.
    await expect.poll(() => state.locator('option', { hasText: 'Victoria' }).count()).toBe(1);
    await expect.poll(() => state.locator('option', { hasText: 'Otago' }).count()).toBe(0);
    await add.getByRole('button', { name: 'Cancel' }).click();
  });

  it("blocks an incident whose stop is too close to its start with the check's message", async () => {
    const incident = await db().selectFrom('incidents').select('id').orderBy('id').executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/incidents/${incident.id}`));
    await page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Edit' }).click();
    const edit = page().getByRole('dialog').first();
    await edit.getByRole('textbox', { name: 'Start', exact: true }).fill('00:01:00');
    await edit.getByRole('textbox', { name: 'Stop', exact: true }).fill('00:01:02');
    await edit.getByRole('button', { name: 'Save' }).click();
    await dialog('Cannot submit').getByText('The start must be at least 5 seconds before the stop.').waitFor();
    await dialog('Cannot submit').getByRole('button', { name: 'OK' }).click();
    await edit.getByText('The start must be at least 5 seconds before the stop.').waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();
  });
  it("turns a camera's H.265 capture off and disables it when a model without H.265 is picked, and the server stores it off", async () => {
    const camera = await db()
      .selectFrom('cameras')
      .innerJoin('camera_models', 'camera_models.id', 'cameras.camera_model_id')
      .select(['cameras.id', 'cameras.camera_id'])
      .where('camera_models.supports_h265', '=', true)
      .where('cameras.capture_h265', '=', true)
      .orderBy('cameras.id')
      .executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/cameras/${camera.id}`));
    await page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Edit Settings' }).click();
    const edit = dialog(`Edit Settings ${camera.camera_id}`);
    const h265 = edit.getByRole('checkbox', { name: 'Capture H.265' });
    await expect.poll(() => h265.isDisabled()).toBe(false);
    expect(await h265.isChecked()).toBe(true);
    const model = edit.getByRole('combobox', { name: /^Camera model/ });
    await model.fill('M1065');
    await page().getByRole('option', { name: 'Axis M1065-L' }).click();
    await expect.poll(() => h265.isDisabled()).toBe(true);
    expect(await h265.isChecked()).toBe(false);
    await edit.getByText('Capture H.265 is off: the camera model does not support H.265.').waitFor();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);
    const stored = await db().selectFrom('cameras').select('capture_h265').where('id', '=', camera.id).executeTakeFirstOrThrow();
    expect(stored.capture_h265).toBe(false);
  });

  it('filters the ad asset file by asset type, names the asset after the file and clears the file when the type changes', async () => {
    await page().goto(url('/readmin/orgs/1/ad_assets'));
    await page().getByRole('button', { name: 'Add Ad Asset' }).click();
    const add = dialog('Add Ad Asset');
    const file = add.locator('input[type=file]');
    await expect.poll(() => file.getAttribute('accept')).toBe('image/*');
    await add.getByRole('combobox', { name: /^Asset type/ }).selectOption('video_overlay');
    await expect.poll(() => file.getAttribute('accept')).toBe('image/*,video/*');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await file.setInputFiles({ name: 'Spring promo.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => add.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Spring promo');
    await add.getByText(/^Spring promo\.png \(/).waitFor();
    await add.getByRole('combobox', { name: /^Asset type/ }).selectOption('billboard');
    await expect.poll(() => add.getByText(/^Spring promo\.png \(/).count()).toBe(0);
    await expect.poll(() => file.getAttribute('accept')).toBe('image/*');
    await add.getByRole('button', { name: 'Cancel' }).click();
  });
});
