import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpdateResult } from 'react-admin';
import type { CurrentUser } from '../auth/currentUser.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { orgAdmin, platformAdmin } from '../testing/fixtures.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import ActionDialog from './ActionDialog.tsx';
import type { ActionDialogProps } from './actionDialogProps.ts';
import { dialogDataProvider, refusal, type DialogFixtures } from './testing/dialogFixtures.ts';
import { Gadget, gadgetAction, gadgetRecord, pickerRows } from './testing/gadget.ts';

afterEach(cleanup);

const renderDialog = (props: Partial<ActionDialogProps> = {}, { user = platformAdmin as CurrentUser, fixtures = {} as DialogFixtures } = {}) => {
  const dataProvider = dialogDataProvider({
    rows: { ...pickerRows, courts: [gadgetRecord(), gadgetRecord({ id: '4', name: 'Gadget 4', readminName: 'Gadget 4', count: 20 })] },
    ...fixtures,
  });
  const onClose = vi.fn();
  render(
    <StoryAdmin user={user} path="/readmin/courts/3" dataProvider={dataProvider}>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('Australia/Perth')}>
        <ActionDialog type={Gadget} action={gadgetAction()} records={[gadgetRecord()]} onClose={onClose} {...props} />
      </DisplayTimeZoneContext.Provider>
    </StoryAdmin>,
  );
  return { dataProvider, onClose };
};
const dialog = async (name: string | RegExp = 'Edit Gadget 3') => within(await screen.findByRole('dialog', { name }));
const input = (d: ReturnType<typeof within>, label: RegExp | string) => d.getByLabelText(label) as HTMLInputElement;
const save = (d: ReturnType<typeof within>) => fireEvent.click(d.getByRole('button', { name: 'Save' }));

describe('form dialog generated from metadata', () => {
  it('opens prefilled, locked-on-edit disabled, admin-only shown to platform admins, read-only and hidden fields absent', async () => {
    renderDialog();
    const d = await dialog();
    expect(input(d, /^Name/).value).toBe('Gadget 3');
    expect(input(d, /^Count/).value).toBe('10');
    expect(input(d, /^Last Seen At/).value).toBe('2026-03-01T18:30'); // Perth
    expect(input(d, /^Clip Length/).value).toBe('00:01:30');
    expect(((await d.findByLabelText(/^Settings/)) as HTMLInputElement).value).toBe('{\n  "fps": 30\n}');
    expect(((await d.findByLabelText(/^Organisation/)) as HTMLInputElement).disabled).toBe(true);
    expect(d.getByLabelText('Internal')).toBeTruthy();
    expect(d.queryByLabelText(/^Serial/)).toBeNull();
    expect(d.queryByRole('group', { name: /Overlay/ })).toBeNull();
    fireEvent.change(input(d, /^Kind/), { target: { value: 'video_overlay' } });
    expect(await d.findByRole('group', { name: /Overlay/ })).toBeTruthy();
  });

  it('shows admin-only fields to platform admins only', async () => {
    renderDialog({}, { user: orgAdmin });
    const d = await dialog();
    expect(d.queryByLabelText('Internal')).toBeNull();
  });

  it('is not closed by a backdrop click; Cancel closes it', async () => {
    const { onClose } = renderDialog();
    await dialog();
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click((await dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the loading state while saving, sends only the changes, then closes', async () => {
    let finish: () => void = () => undefined;
    const { dataProvider, onClose } = renderDialog();
    const update = dataProvider.update;
    dataProvider.update = (...args) => new Promise<UpdateResult>((resolve) => (finish = () => resolve(update(...args))));
    const d = await dialog();
    fireEvent.change(input(d, /^Name/), { target: { value: 'Gadget Three' } });
    save(d);
    await waitFor(() => expect((d.getByRole('button', { name: /Save/ }) as HTMLButtonElement).disabled).toBe(true));
    expect(input(d, /^Name/).disabled).toBe(true);
    await act(async () => finish());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(dataProvider.calls.find((c) => c.method === 'update')?.params).toMatchObject({ id: '3', data: { name: 'Gadget Three' } });
  });

  it("blocks invalid values with 'Cannot submit', each problem named", async () => {
    renderDialog();
    const d = await dialog();
    fireEvent.change(input(d, /^Name/), { target: { value: '' } });
    fireEvent.change(input(d, /^IP address/), { target: { value: '10.0.0' } });
    fireEvent.change(input(d, /^Clip Length/), { target: { value: '00:00:02' } });
    fireEvent.change(input(d, /^Opens At/), { target: { value: '8:30' } });
    fireEvent.change(input(d, /^Count/), { target: { value: '7' } });
    save(d);
    const blocked = await dialog('Cannot submit');
    expect(blocked.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Name is required',
      'Count must be in steps of 5',
      'Opens At invalid format, must be HH:mm:ss',
      'Clip Length must be at least 5 seconds',
      'IP address must be four dotted numbers with an optional /prefix',
    ]);
    fireEvent.click(blocked.getByRole('button', { name: 'OK' }));
    expect(d.getByText('must be at least 5 seconds')).toBeTruthy(); // shown at the field too
  });

  it("opens the 'JSON Error' dialog with the parse message", async () => {
    renderDialog();
    const d = await dialog();
    fireEvent.change(input(d, /^Settings/), { target: { value: '{"fps": }' } });
    save(d);
    const error = await dialog('JSON Error');
    expect(error.getByText('Settings is not valid JSON:')).toBeTruthy();
    expect(error.getByText(/JSON/, { selector: 'pre' })).toBeTruthy();
  });

  it("lists the server's reasons in 'Unable to Complete Request'", async () => {
    renderDialog({}, { fixtures: { failures: { 'update courts': refusal('Name is already taken', 'Venue: no Venue with id 9') } } });
    const d = await dialog();
    fireEvent.change(input(d, /^Name/), { target: { value: 'Taken' } });
    save(d);
    const unable = await dialog('Unable to Complete Request');
    expect(unable.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Name is already taken', 'Venue: no Venue with id 9']);
    fireEvent.click(unable.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unable to Complete Request' })).toBeNull());
    expect(input(d, /^Name/).value).toBe('Taken');
  });
});

describe('batch edit', () => {
  const twoGadgets = () => [gadgetRecord(), gadgetRecord({ id: '4', name: 'Gadget 4', readminName: 'Gadget 4', count: 20, kind: 'video_overlay' })];

  it("shows 'Multiple values' once per field where the records differ, select fields included, and sends only the changed fields", async () => {
    const { dataProvider } = renderDialog({ records: twoGadgets() });
    const d = await dialog('Edit 2 Gadgets');
    expect(d.getAllByText('Multiple values')).toHaveLength(2); // count and kind, under each field only
    expect(input(d, /^Count/).value).toBe('');
    expect(input(d, /^Kind/).value).toBe('');
    expect(within(input(d, /^Kind/)).queryByText('Multiple values')).toBeNull(); // not an option of the select
    fireEvent.change(input(d, /^Count/), { target: { value: '15' } });
    expect(d.getAllByText('Multiple values')).toHaveLength(1);
    expect(d.getByText('Multiple values will be replaced')).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Leave Count unchanged' }));
    expect(d.getAllByText('Multiple values')).toHaveLength(2);
    fireEvent.change(input(d, /^Count/), { target: { value: '25' } });
    fireEvent.click(d.getByLabelText('Enabled'));
    save(d);
    await waitFor(() =>
      expect(dataProvider.calls.find((c) => c.method === 'updateMany')?.params).toEqual({ ids: ['3', '4'], data: { count: 25, enabled: false } }),
    );
  });

  it('does not offer the field that names each record, and says so', async () => {
    renderDialog({ records: twoGadgets() });
    const d = await dialog('Edit 2 Gadgets');
    expect(d.queryByLabelText(/^Name/)).toBeNull();
    expect(d.getByText(/Name identifies each record: edit it one record at a time\./)).toBeTruthy();
  });

  it('lets a field changed from a common value go back to leaving every record unchanged', async () => {
    const { dataProvider } = renderDialog({ records: twoGadgets() });
    const d = await dialog('Edit 2 Gadgets');
    const enabled = d.getByLabelText('Enabled') as HTMLInputElement;
    expect(enabled.checked).toBe(true); // both are enabled: their common value
    expect(d.queryByRole('button', { name: 'Leave Enabled unchanged' })).toBeNull();
    fireEvent.click(enabled);
    expect(d.getByText('Changes every selected record')).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Leave Enabled unchanged' }));
    expect(enabled.checked).toBe(true);
    expect(d.queryByText('Changes every selected record')).toBeNull();
    fireEvent.change(input(d, /^Ratio/), { target: { value: '0.7' } });
    save(d);
    await waitFor(() => expect(dataProvider.calls.find((c) => c.method === 'updateMany')?.params).toEqual({ ids: ['3', '4'], data: { ratio: 0.7 } }));
  });

  it('half-ticks a checkbox whose records differ', async () => {
    renderDialog({ records: [gadgetRecord(), gadgetRecord({ id: '4', name: 'Gadget 4', readminName: 'Gadget 4', enabled: false })] });
    const d = await dialog('Edit 2 Gadgets');
    const enabled = d.getByLabelText('Enabled') as HTMLInputElement;
    expect(enabled.checked).toBe(false);
    expect(enabled.getAttribute('data-indeterminate')).toBe('true');
    expect(d.getAllByText('Multiple values')).toHaveLength(1);
  });
});

describe('inputs', () => {
  it('MAC addresses turn dashes into colons and upper case; numbers clear and reset, showing their bounds', async () => {
    renderDialog();
    const d = await dialog();
    fireEvent.change(input(d, /^MAC address/), { target: { value: '00-1a-2b-3c-4d-5e' } });
    expect(input(d, /^MAC address/).value).toBe('00:1A:2B:3C:4D:5E');
    expect(d.getByText('Min 0 · Max 100 · Step 5')).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Clear Count' }));
    expect(input(d, /^Count/).value).toBe('');
    fireEvent.click(d.getByRole('button', { name: 'Reset Count' }));
    expect(input(d, /^Count/).value).toBe('10');
  });

  it('a reference picker searches 300 ms after typing, 20 at a time, and loads more on scroll', async () => {
    const { dataProvider } = renderDialog();
    const d = await dialog();
    const venue = await d.findByRole('combobox', { name: /^Venue/ });
    await waitFor(() => expect(venue).toHaveProperty('value', 'Central Arena'));
    const picks = () => dataProvider.calls.filter((c) => c.operation === 'picker' && !(c.params as { ids?: unknown }).ids);
    act(() => venue.focus()); // as typing would
    fireEvent.change(venue, { target: { value: 'Venue' } });
    fireEvent.keyDown(venue, { key: 'ArrowDown' });
    expect(picks().at(-1)?.params).toMatchObject({ searchTerm: '' }); // not yet: 300 ms after the last key
    await waitFor(() => expect(picks().at(-1)?.params).toMatchObject({ searchTerm: 'Venue', page: 1, perPage: 20 }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0].textContent).toBe('Venue 01'));
    expect(within(listbox).getAllByRole('option')).toHaveLength(20);
    Object.defineProperties(listbox, { scrollHeight: { value: 1000 }, clientHeight: { value: 300 }, scrollTop: { value: 700, writable: true } });
    fireEvent.scroll(listbox);
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(24));
    fireEvent.click(screen.getByRole('option', { name: 'Venue 24' }));
    save(d);
    await waitFor(() => expect(dataProvider.calls.find((c) => c.method === 'update')?.params).toMatchObject({ data: { venueId: '124' } }));
  });

  it("opens 'Unable to Complete Request' when the picker's records are refused, instead of loading for ever", async () => {
    renderDialog({}, { fixtures: { failures: { 'consoleQuery picker': refusal('You may not read Venues.') } } });
    const d = await dialog();
    const venue = await d.findByRole('combobox', { name: /^Venue/ });
    const openList = () => {
      act(() => venue.focus());
      fireEvent.keyDown(venue, { key: 'ArrowDown' });
    };
    // The picker asks for its records when its list is first opened.
    expect(screen.queryByRole('dialog', { name: 'Unable to Complete Request' })).toBeNull();
    openList();
    const unable = within(await screen.findByRole('dialog', { name: 'Unable to Complete Request' }));
    expect(unable.getByText('You may not read Venues.')).toBeTruthy();
    fireEvent.click(unable.getByRole('button', { name: 'Dismiss' }));
    openList();
    expect(await screen.findByText('The options could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it("says 'optionsTypename is required' for a picker without a type", async () => {
    const action = gadgetAction({ fields: ['venue'] });
    renderDialog({ action, type: { ...Gadget, fields: Gadget.fields.map((f) => (f.name === 'venue' ? { ...f, typename: undefined } : f)) } });
    const d = await dialog();
    expect(await d.findByText('optionsTypename is required')).toBeTruthy();
  });

  it('reads an upload as name, base64 and size', async () => {
    const { dataProvider } = renderDialog({ action: gadgetAction({ fields: ['manual'] }) });
    const d = await dialog();
    const file = new File(['hello'], 'manual.txt', { type: 'text/plain' });
    fireEvent.change(await d.findByLabelText('Manual'), { target: { files: [file] } });
    await d.findByText('manual.txt (5 bytes)');
    save(d);
    await waitFor(() =>
      expect(dataProvider.calls.find((c) => c.method === 'update')?.params).toMatchObject({
        data: { manual: { name: 'manual.txt', base64: 'aGVsbG8=', size: 5 } },
      }),
    );
  });

  it('a list of texts that must not be empty when required', async () => {
    const type = { ...Gadget, fields: Gadget.fields.map((f) => (f.name === 'tags' ? { ...f, required: true } : f)) };
    renderDialog({ type, action: gadgetAction({ fields: ['tags'] }) });
    const d = await dialog();
    fireEvent.click(within(d.getByLabelText('Tags values')).getAllByTestId('CancelIcon')[0]);
    fireEvent.click(within(d.getByLabelText('Tags values')).getAllByTestId('CancelIcon')[0]);
    save(d);
    expect((await dialog('Cannot submit')).getByText('Tags is required')).toBeTruthy();
  });
});

describe('confirm dialogs', () => {
  it('remove asks to type the word in upper case before it runs', async () => {
    const action = gadgetAction({ name: 'delete', label: 'Delete', kind: 'remove', fields: [], confirm: { typeToConfirm: 'delete' } });
    const { dataProvider } = renderDialog({ action });
    const d = await dialog('Delete Gadget 3');
    const confirm = d.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    fireEvent.change(d.getByLabelText('Please type "DELETE" to confirm'), { target: { value: 'delete' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(d.getByLabelText('Please type "DELETE" to confirm'), { target: { value: 'DELETE' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(dataProvider.calls.find((c) => c.method === 'delete')?.params).toMatchObject({ id: '3' }));
  });
});
