import { describe, expect, it } from 'vitest';
import { useE2E } from '../support/e2e.ts';

/** The batch edit of a list's selected records (spec 001 §1), in Chromium, on the demo's cameras. */
describe('batch edit, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com', timeout: 8000 });

  it("judges H.265 capture on each selected camera's own model, offers no Camera ID, and lets a change be undone", async () => {
    // Two cameras of one venue, with H.265 capture on and different models that both support it.
    const cameras = await db()
      .selectFrom('cameras')
      .innerJoin('camera_models', 'camera_models.id', 'cameras.camera_model_id')
      .select(['cameras.id', 'cameras.camera_id', 'cameras.venue_id', 'cameras.camera_model_id'])
      .where('camera_models.supports_h265', '=', true)
      .where('cameras.capture_h265', '=', true)
      .orderBy('cameras.camera_id')
      .execute();
    const [first, second] = cameras.flatMap((a) => {
      const b = cameras.find((c) => c.venue_id === a.venue_id && c.id !== a.id && c.camera_model_id !== a.camera_model_id);
      return b && a.camera_id < b.camera_id ? [a, b] : [];
    });
    expect(second).toBeDefined();

    await page().goto(url('/readmin/cameras'));
    await page()
      .getByRole('checkbox', { name: `Select ${first.camera_id}` })
      .click();
    await page()
      .getByRole('checkbox', { name: `Select ${second.camera_id}` })
      .click();
    await page().getByText('2 selected').waitFor();
    await page().getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Edit Settings' }).click();
    const edit = page().getByRole('dialog', { name: 'Edit Settings 2 Cameras' });

    const h265 = edit.getByRole('checkbox', { name: 'Capture H.265' });
    await expect.poll(() => h265.isDisabled()).toBe(false); // once the models are read, each supports it
    expect(await h265.isChecked()).toBe(true); // on for both: their common value
    await edit.getByText('Camera ID identifies each record: edit it one record at a time.', { exact: false }).waitFor();
    expect(await edit.getByRole('textbox', { name: /^Camera ID/ }).count()).toBe(0);
    // The models differ: said once, under the picker.
    await expect.poll(() => edit.getByRole('combobox', { name: /^Camera model/ }).inputValue()).toBe('');

    // A change can be undone back to leaving every camera as it is.
    const details = edit.getByRole('textbox', { name: /^Details/ });
    await details.fill('Checked on site');
    await edit.getByRole('button', { name: 'Leave Details unchanged' }).click();
    await expect.poll(() => edit.getByRole('button', { name: 'Leave Details unchanged' }).count()).toBe(0);

    await h265.click();
    await edit.getByText('Changes every selected record').waitFor();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    const stored = await db()
      .selectFrom('cameras')
      .select(['camera_id', 'capture_h265', 'camera_model_id'])
      .where('id', 'in', [first.id, second.id])
      .orderBy('camera_id')
      .execute();
    expect(stored).toEqual([
      { camera_id: first.camera_id, capture_h265: false, camera_model_id: first.camera_model_id },
      { camera_id: second.camera_id, capture_h265: false, camera_model_id: second.camera_model_id },
    ]);
  });
});
