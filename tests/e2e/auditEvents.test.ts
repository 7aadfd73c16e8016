import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, useE2E } from '../support/e2e.ts';

/**
 * A record's audit trail in the built console on the demo data: its Audit Events link opens the list of that
 * record's changes only, and its History and the list read as a person would (names, labels, Yes/No).
 */
describe('audit events of one record, in Chromium', () => {
  const { page, url, db, newPage } = useE2E({ signIn: 'admin@example.com', timeout: 8000 });
  let court: { id: number; name: string; venue_id: number | null };
  let venue: { id: number; name: string };

  beforeAll(async () => {
    court = await db().selectFrom('courts').select(['id', 'name', 'venue_id']).where('name', '=', 'DHSC Court 1').executeTakeFirstOrThrow();
    venue = await db().selectFrom('venues').select(['id', 'name']).where('id', '=', court.venue_id!).executeTakeFirstOrThrow();
    const version = (item_type: string, object_changes: Record<string, unknown>) => ({
      item_type,
      item_id: court.id,
      event: 'update',
      via: 'console',
      object_changes: JSON.stringify(object_changes),
    });
    // Another type's record with the same id: the link must not show its change.
    await db()
      .insertInto('paper_trail_versions' as never)
      .values([
        version('Team', { name: ['Other', 'Team'] }),
        version('Court', { venueId: [null, venue.id], advertisingActive: [true, false] }),
      ] as never)
      .execute();
  });

  it("opens the Audit Events list with only the record's changes, from the list visited before, its filters showing the record", async () => {
    await page().goto(url('/readmin/paper_trail_versions'));
    await page()
      .getByRole('link', { name: /^Updated Team / })
      .waitFor();
    // Into the record page inside the console, as a link would.
    await page().evaluate((id) => {
      history.pushState({}, '', `/readmin/courts/${id}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, court.id);
    await page().getByRole('heading', { name: court.name }).waitFor();
    await page().getByRole('toolbar', { name: 'Record actions' }).getByRole('link', { name: 'Audit Events' }).click();
    await page().waitForURL(/paper_trail_versions#/);
    await page()
      .getByRole('link', { name: `Updated Court ${court.name} (#${court.id})` })
      .waitFor();
    await eventually(() =>
      page()
        .getByRole('link', { name: /^Updated Team / })
        .count(),
    ).toBe(0);
    expect(await page().getByLabel('Record type').inputValue()).toBe('Court');
    expect(await page().getByLabel('Record id').inputValue()).toBe(String(court.id));
    // Opened afresh (a new tab, a reload): the same, though the server put the unfiltered first page in the page.
    await page().reload();
    await page()
      .getByRole('link', { name: `Updated Court ${court.name} (#${court.id})` })
      .waitFor();
    await eventually(() =>
      page()
        .getByRole('link', { name: /^Updated Team / })
        .count(),
    ).toBe(0);
  });

  it("opened while signed out, lists the record's changes only once signed in", async () => {
    const link = page().url();
    expect(link).toContain('/readmin/paper_trail_versions#');
    const signedOut = await newPage();
    await signedOut.goto(link);
    await signedOut.getByLabel('Email').fill('admin@example.com');
    await signedOut.getByLabel('Password').fill('demo-password-1');
    await signedOut.getByRole('button', { name: 'Login' }).click();
    await signedOut.getByRole('link', { name: `Updated Court ${court.name} (#${court.id})` }).waitFor();
    expect(signedOut.url()).toBe(link);
    expect(await signedOut.getByLabel('Record type').inputValue()).toBe('Court');
    expect(await signedOut.getByRole('link', { name: /^Updated Team / }).count()).toBe(0);
    await signedOut.context().close();
  });

  it("shows the record's History with the referenced venue's name and flags as Yes/No", async () => {
    await page().goto(url(`/readmin/courts/${court.id}`));
    await page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'History' }).click();
    const dialog = page().getByRole('dialog', { name: `History of ${court.name}` });
    const changes = dialog.getByRole('listitem', { name: 'Version' }).first().getByRole('table', { name: 'Changes' });
    await changes.getByText(`— → ${venue.name}`).waitFor();
    await changes.getByText('Yes → No').waitFor();
  });

  it("shows an Audit Event's Changes on its page with the names the History uses, a line per field, not JSON", async () => {
    await page().goto(url('/readmin/paper_trail_versions'));
    await page()
      .getByRole('link', { name: `Updated Court ${court.name} (#${court.id})` })
      .first()
      .click();
    await page().waitForURL(/\/readmin\/paper_trail_versions\/\d+/);
    const changes = page().getByText(`Venue: — → ${venue.name}`).first();
    await changes.waitFor();
    expect(await changes.innerText()).toContain('Advertising active: Yes → No');
    expect(await page().getByText('"venueId"').count()).toBe(0);
  });
});
