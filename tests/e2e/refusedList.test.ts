import { describe, expect, it } from 'vitest';
import { useE2E } from '../support/e2e.ts';

/**
 * A list the viewer may not read, opened by its URL, against the real server: one message and the way back to
 * the dashboard, nothing of a list (no filter bar, Export or table), no 'Unable to Complete Request', no toast.
 */
describe('a list the viewer may not read, in Chromium', () => {
  const { page, url } = useE2E({ signIn: 'venueadmin@example.com', timeout: 15_000 });

  it('says so once, with a link to the dashboard', async () => {
    await page().goto(url('/readmin/teams'));
    const main = page().locator('main');
    await main.getByText('You may not read Teams.').waitFor();
    expect(await page().getByText('You may not read Teams.').count()).toBe(1);
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe('Teams');
    expect(await main.getByRole('table').count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Export as CSV' }).count()).toBe(0);
    expect(await main.getByRole('textbox').count()).toBe(0);
    expect(await page().getByRole('dialog').count()).toBe(0);
    await main.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page().waitForURL(url('/readmin'));
  });
});
