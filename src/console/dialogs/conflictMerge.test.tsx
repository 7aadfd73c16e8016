import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { platformAdmin } from '../testing/fixtures.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import ActionDialog from './ActionDialog.tsx';
import type { Conflict } from './conflicts.ts';
import { dialogDataProvider } from './testing/dialogFixtures.ts';
import { Gadget, gadgetAction, gadgetRecord } from './testing/gadget.ts';

afterEach(cleanup);

const conflict: Conflict = {
  id: 3,
  seenVersion: 1,
  lockVersion: 3,
  name: 'Gadget 3',
  changes: [
    { by: 'Alex Admin', at: '2026-12-07T10:00:00.000Z', via: 'console', changes: { name: ['Gadget 3', 'Gadget Theirs'] } },
    { by: 'Alex Admin', at: '2026-12-07T10:05:00.000Z', via: 'console', changes: { count: [10, 12], ratio: [0.5, 0.7] } },
  ],
};
/** As ra-data-graphql rejects: Apollo's error in the HttpError's body. */
const refusedWithConflict = () => ({
  message: 'Gadget 3 was changed by Alex Admin since you opened it (Name, Count, Ratio). Review the changes, then save again.',
  body: {
    graphQLErrors: [
      {
        message: 'Gadget 3 was changed by Alex Admin since you opened it. Review the changes, then save again.',
        extensions: { code: 'CONFLICT', conflicts: [conflict] },
      },
    ],
  },
});

const renderEdit = () => {
  const dataProvider = dialogDataProvider({ rows: { courts: [gadgetRecord({ lockVersion: 1 })] } });
  const update = dataProvider.update;
  const sent: { previousData?: Record<string, unknown>; data: Record<string, unknown> }[] = [];
  // The first save finds the record changed since; the second, with the new version, is written.
  dataProvider.update = vi.fn(async (resource, params) => {
    sent.push(params);
    if (sent.length === 1) throw refusedWithConflict();
    return update(resource, params);
  });
  const onClose = vi.fn();
  render(
    <StoryAdmin user={platformAdmin} path="/readmin/courts/3" dataProvider={dataProvider}>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('Australia/Perth')}>
        <ActionDialog type={Gadget} action={gadgetAction()} records={[gadgetRecord({ lockVersion: 1 })]} onClose={onClose} />
      </DisplayTimeZoneContext.Provider>
    </StoryAdmin>,
  );
  return { sent, onClose };
};

/** Changes Name and Count, which the other user changed too, and saves: the save is refused and the panel shows. */
const saveBothChanged = async () => {
  const d = within(await screen.findByRole('dialog', { name: 'Edit Gadget 3' }));
  fireEvent.change(d.getByLabelText(/^Name/), { target: { value: 'Gadget Mine' } });
  fireEvent.change(d.getByLabelText(/^Count/), { target: { value: '15' } });
  fireEvent.click(d.getByRole('button', { name: 'Save' }));
  return { d, panel: within(await d.findByRole('region', { name: 'Changed since you opened it' })) };
};

describe('a save refused because the record changed since', () => {
  it('keeps the dialog open with their changes, merges field by field and saves again with the new version', async () => {
    const { sent, onClose } = renderEdit();
    const { d, panel } = await saveBothChanged();
    expect(panel.getByText(/was changed by Alex Admin/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /Unable to Complete/i })).toBeNull();
    // Both changed Name and Count: the user chooses, starting from their own.
    const name = within(panel.getByRole('radiogroup', { name: 'Keep your Name or take theirs' }));
    expect((name.getByRole('radio', { name: 'Keep mine' }) as HTMLInputElement).checked).toBe(true);
    expect(panel.getByText(/Theirs: Gadget Theirs/)).toBeTruthy();
    expect(panel.getByText(/Yours: Gadget Mine/)).toBeTruthy();
    // Only they changed Ratio: theirs is taken, in the form too.
    expect(within(panel.getByRole('list', { name: 'Taken from theirs' })).getByText(/Ratio: 0.7/)).toBeTruthy();
    expect((d.getByLabelText(/^Ratio/) as HTMLInputElement).value).toBe('0.7');
    fireEvent.click(name.getByRole('radio', { name: 'Take theirs' }));
    expect((d.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Gadget Theirs');
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0].previousData?.lockVersion).toBe(1);
    expect(sent[1].previousData?.lockVersion).toBe(3);
    expect(sent[1].data).toMatchObject({ name: 'Gadget Theirs', count: 15, ratio: 0.7 });
  });

  it('Keep all mine and Take all theirs set every contested field', async () => {
    const { sent, onClose } = renderEdit();
    const { d, panel } = await saveBothChanged();
    fireEvent.click(panel.getByRole('button', { name: 'Take all theirs' }));
    expect((d.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Gadget Theirs');
    expect((d.getByLabelText(/^Count/) as HTMLInputElement).value).toBe('12');
    fireEvent.click(panel.getByRole('button', { name: 'Keep all mine' }));
    expect((d.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Gadget Mine');
    expect((d.getByLabelText(/^Count/) as HTMLInputElement).value).toBe('15');
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[1].data).toMatchObject({ name: 'Gadget Mine', count: 15 });
  });
});
