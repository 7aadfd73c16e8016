import { describe, expect, it } from 'vitest';
import { eventually, useE2E } from '../support/e2e.ts';
import { hashSecretToken } from '../../src/server/auth/secretTokens.ts';
import { PARTNER_API_PATH } from '../../src/shared/partnerApi.ts';

/** An API partner's GraphiQL page and Credentials tab (spec 002 §2.x, §7), in Chromium, as a platform admin. */
describe("an API partner's GraphiQL page and credentials, in Chromium", () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com' });
  const courtSide = async () =>
    (await db().selectFrom('api_partners').select('id').where('name', '=', 'CourtSide Data').executeTakeFirstOrThrow()).id;

  /** The graphiql package's query editor is CodeMirror 5: its instance hangs on its wrapper element. */
  const setQuery = (query: string) =>
    page()
      .locator('.graphiql-query-editor .CodeMirror')
      .first()
      .evaluate((el, text) => (el as unknown as { CodeMirror: { setValue(v: string): void } }).CodeMirror.setValue(text), query);
  const executeButton = () => page().getByRole('button', { name: 'Execute query (Ctrl-Enter)' });
  const execute = () => executeButton().click();

  it("opens from the sidebar, runs a query and shows the partner's data; the request is logged", async () => {
    const id = await courtSide();
    await page().goto(url('/readmin'));
    await page().getByRole('link', { name: 'GraphiQL' }).first().click();
    await page().waitForURL(url(`/readmin/api_partners/${id}/graphiql`));
    await setQuery('query Orgs { partner { name } organisations { externalId name } }');
    await execute();
    const result = page().locator('.graphiql-response');
    await result.getByText('"Harbour City Basketball Association"').waitFor();
    expect(await result.textContent()).toContain('"CourtSide Data"');
    expect(await result.textContent()).not.toContain('Southern Lakes');
    await eventually(
      async () =>
        (await db().selectFrom('api_graphql_requests').select(['operation_name', 'api_partner_id']).orderBy('id', 'desc').executeTakeFirst()) ?? null,
    ).toEqual({ operation_name: 'Orgs', api_partner_id: id });
  });

  it("shows the server's refusal as 'HTTP Error {status}: {body}'", async () => {
    const id = await courtSide();
    await page().goto(url(`/readmin/api_partners/${id}/graphiql`));
    // Without the browser's CSRF cookie the page's token no longer matches: the server refuses with 403.
    await executeButton().waitFor();
    await page().context().clearCookies({ name: 'readmin_csrf' });
    await execute();
    await page().getByRole('alert').getByText('HTTP Error 403: {"errors":[{"message":"Missing or invalid CSRF token: reload the page."').waitFor();
    // GraphiQL shows the same error in its result pane.
    await page().locator('.graphiql-response').getByText('HTTP Error 403', { exact: false }).first().waitFor();
    await page().reload(); // a new CSRF cookie for the tests that follow
    await executeButton().waitFor();
  });

  it('issues a credential from the Credentials tab: its key is shown once, works, and only its hash is stored', async () => {
    const id = await courtSide();
    await page().goto(url(`/readmin/api_partners/${id}?tab=credentials`));
    await page().getByRole('button', { name: 'Add Credential' }).click();
    const add = page().getByRole('dialog');
    const partner = add.getByRole('combobox', { name: 'API Partner' });
    if (!(await partner.inputValue())) {
      await partner.fill('CourtSide');
      await page().getByRole('option', { name: 'CourtSide Data' }).click();
    }
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Browser-issued key');
    await add.getByRole('button', { name: 'Create' }).click();
    // The answer's dialog shows the key in a read-only box with Copy.
    const shownKey = () =>
      page()
        .getByRole('dialog')
        .locator('textarea:not([aria-hidden])')
        .evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value).find((v) => /^rk_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/.test(v)) ?? '');
    await eventually(shownKey).toMatch(/^rk_/);
    await page().getByRole('dialog').getByRole('button', { name: 'Copy' }).waitFor();
    await page().getByRole('dialog').getByText('Copy the key now: it is shown this once.', { exact: false }).waitFor();
    const apiKey = await shownKey();
    const [clientId, secret] = apiKey.split('.');
    const row = await db().selectFrom('api_credentials').selectAll().where('client_id', '=', clientId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Browser-issued key', api_partner_id: id, secret_hash: hashSecretToken(secret) });
    const res = await fetch(url(PARTNER_API_PATH), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ query: '{ partner { name } }' }),
    });
    expect(await res.json()).toEqual({ data: { partner: { name: 'CourtSide Data' } } });

    // Shown once: the credential's page has its client id, never its secret.
    await page().goto(url(`/readmin/api_credentials/${row.id}`));
    await page().getByText(clientId).first().waitFor();
    expect(await page().content()).not.toContain(secret);
  });
});
