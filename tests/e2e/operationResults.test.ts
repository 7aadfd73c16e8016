import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from '../support/e2e.ts';

/**
 * What the console does with an operation's answer, by the kind it declares, against the real server:
 * a value (generatePassphrase) shown with Copy onto the real clipboard, a file (gameDownloadScoresheet)
 * downloaded by the browser.
 */
describe('operation results, in Chromium', () => {
  const { page, url, db, server } = useE2E({ signIn: 'admin@example.com', timeout: 10_000 });
  beforeAll(() => page().context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server().url }));

  it("generates a passphrase of 5 words joined by underscores on the Users list and copies it: 'Password copied to clipboard'", async () => {
    await page().goto(url('/readmin/users'));
    await page().getByRole('button', { name: 'Generate Passphrase' }).click();
    const dialog = page().getByRole('dialog', { name: 'Generate Passphrase' });
    const count = dialog.getByLabel(/^Number of words/);
    expect(await count.inputValue()).toBe('3');
    expect(await dialog.getByLabel(/^Separator/).inputValue()).toBe('dash');
    await count.fill('5');
    await dialog.getByLabel(/^Separator/).selectOption({ label: 'Underscore' });
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();

    const box = dialog.getByRole('textbox', { name: 'Passphrase' });
    await box.waitFor();
    const passphrase = await box.inputValue();
    const words = passphrase.split('_');
    expect(words).toHaveLength(5);
    for (const word of words) expect(word).toMatch(/^[a-z]+(-[a-z]+)*$/); // EFF's list: lower case, a few with a dash
    expect(await box.getAttribute('readonly')).not.toBeNull();

    await dialog.getByRole('button', { name: 'Generate again' }).click();
    await expect.poll(() => box.inputValue()).not.toBe(passphrase);
    const again = await box.inputValue();
    expect(again.split('_')).toHaveLength(5);

    await dialog.getByRole('button', { name: 'Copy' }).click();
    await page().getByText('Password copied to clipboard').waitFor();
    expect(await page().evaluate(() => navigator.clipboard.readText())).toBe(again);
  });

  it('offers the same generator on the Organisations list', async () => {
    await page().goto(url('/readmin/orgs'));
    await page().getByRole('button', { name: 'Generate Passphrase' }).click();
    const dialog = page().getByRole('dialog', { name: 'Generate Passphrase' });
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    const passphrase = await dialog.getByRole('textbox', { name: 'Passphrase' }).inputValue();
    expect(passphrase).toMatch(/^[a-z-]+$/); // 3 words and dashes by default
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("downloads a completed game's scoresheet: a PDF under the name the server gives it", async () => {
    const game = await db()
      .selectFrom('games')
      .select(['id', 'org_id'])
      .where('completed_at', 'is not', null)
      .where('home_score', 'is not', null)
      .where('away_score', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/orgs/${game.org_id}/games/${game.id}`));
    await page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Download Scoresheet' }).click();
    const dialog = page().getByRole('dialog', { name: /^Download Scoresheet/ });
    const [download] = await Promise.all([page().waitForEvent('download'), dialog.getByRole('button', { name: 'Download Scoresheet' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page().getByText(`${download.suggestedFilename()} downloaded`).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });
});
