import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { platformAdmin } from '../testing/fixtures.ts';
import { dialogDataProvider } from './testing/dialogFixtures.ts';
import { Gadget, gadgetAction, gadgetRecord } from './testing/gadget.ts';
import { useActionDialog } from './useActionDialog.tsx';

afterEach(cleanup);

const records = [
  gadgetRecord({ lockVersion: 2 }),
  gadgetRecord({ id: '4', name: 'Gadget 4', readminName: 'Gadget 4', enabled: false, lockVersion: 0 }),
];

/** What a list's bulk action bar does with the hook. */
const BulkBar = ({ onDone }: { onDone: () => void }) => {
  const dialog = useActionDialog(Gadget, {}, { onDone });
  return (
    <>
      <button onClick={() => dialog.open(gadgetAction({ fields: ['count', 'enabled'] }), records)}>Edit selected</button>
      {dialog.element}
    </>
  );
};

describe('useActionDialog', () => {
  it('opens the batch edit of the selected rows, sends only the changes with the versions read, then calls onDone', async () => {
    const dataProvider = dialogDataProvider({ rows: { courts: records } });
    const onDone = vi.fn();
    render(
      <StoryAdmin user={platformAdmin} dataProvider={dataProvider}>
        <BulkBar onDone={onDone} />
      </StoryAdmin>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit selected' }));
    const d = within(await screen.findByRole('dialog', { name: 'Edit 2 Gadgets' }));
    expect(d.getAllByText('Multiple values')).toHaveLength(1); // enabled differs, the count is the same
    fireEvent.change(d.getByLabelText(/^Count/), { target: { value: '15' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(dataProvider.calls.find((c) => c.method === 'updateMany')?.params).toEqual({
      ids: ['3', '4'],
      data: { count: 15 },
      meta: { lockVersions: { 3: 2, 4: 0 } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
