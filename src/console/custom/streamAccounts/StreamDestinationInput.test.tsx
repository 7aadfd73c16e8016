import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../testing/allTypes.ts';
import { ConsoleComponentsContext } from '../ConsoleComponentsContext.ts';
import { CONSOLE_COMPONENTS } from '../customComponents.ts';
import { FieldInput } from '../../inputs/FieldInput.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's /readmin/{service}/destinations answer, as fetch gets it. */
const answering = (body: unknown, status = 200) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

const renderField = (typename: string, name: string, onChange = vi.fn()) => {
  const field = registry.types[typename].fields.find((f) => f.name === name)!;
  render(
    <ConsoleComponentsContext.Provider value={CONSOLE_COMPONENTS}>
      <FieldInput id="destination" field={field} value="" onChange={onChange} required />
    </ConsoleComponentsContext.Provider>,
  );
  return onChange;
};

describe('an output picks its destination from the connected account', () => {
  it("offers the YouTube account's channels, not a text box", async () => {
    const fetch = answering({
      connected: true,
      destinations: [
        { value: 'UCaaaaaaaaaaaaaaaaaaaaaa', label: 'Harbour City: main channel' },
        { value: 'UCbbbbbbbbbbbbbbbbbbbbbb', label: 'Harbour City: highlights channel' },
      ],
    });
    const onChange = renderField('LiveStreamYtOutput', 'ytChannelId');
    const option = await screen.findByRole('option', { name: 'Harbour City: highlights channel' });
    expect(fetch).toHaveBeenCalledWith('/readmin/youtube/destinations', expect.anything());
    fireEvent.change(screen.getByRole('combobox', { name: /YouTube channel/ }), { target: { value: (option as HTMLOptionElement).value } });
    expect(onChange).toHaveBeenCalledWith('UCbbbbbbbbbbbbbbbbbbbbbb');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says to connect the Facebook account first when there is none', async () => {
    answering({ connected: false, destinations: [] });
    renderField('LiveStreamFbOutput', 'fbProfileId');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^You have not connected Facebook account for live streaming\. Connect your Facebook account first/,
    );
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it("shows the provider's refusal under the select", async () => {
    answering({ error: "YouTube did not list the account's channels: token expired" }, 502);
    renderField('LiveStreamYtOutput', 'ytChannelId');
    expect(await screen.findByText("YouTube did not list the account's channels: token expired")).toBeTruthy();
  });
});
