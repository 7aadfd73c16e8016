import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import { platformAdmin } from '../../testing/fixtures.ts';
import { dialogDataProvider } from '../../dialogs/testing/dialogFixtures.ts';
import { Gadget, gadgetAction, gadgetRecord, GADGET_FIELDS } from '../../dialogs/testing/gadget.ts';
import { useActionDialog } from '../../dialogs/useActionDialog.tsx';
import type { RectangleText } from '../rules/rectangleValue.ts';
import { RectangleEditor } from './RectangleEditor.tsx';

afterEach(cleanup);

const overlay = GADGET_FIELDS.find((f) => f.name === 'overlay')!;

const Editor = ({ initial, required }: { initial: RectangleText | null; required?: boolean }) => {
  const [value, setValue] = useState(initial);
  return <RectangleEditor id="field-overlay" field={overlay} value={value} onChange={setValue} required={required} />;
};

// jsdom draws no canvas: the editor must work there (dialog tests render it) without loading Konva.
describe('RectangleEditor without a drawing canvas', () => {
  it('keeps the number inputs and a plain preview, no stage and no Edit', () => {
    const { container } = render(<Editor initial={{ x: '0', y: '0', width: '640', height: '360' }} />);
    expect(container.querySelector('canvas')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Overlay (1280x720)' })).toBeTruthy();
    expect((screen.getByLabelText('Width') as HTMLInputElement).value).toBe('640');
  });

  it("says 'Invalid value' naming the field and what is wrong, marks the numbers at fault, and clears", () => {
    render(<Editor initial={{ x: '0', y: '0', width: '640', height: '360' }} />);
    fireEvent.change(screen.getByLabelText('X'), { target: { value: '700' } });
    expect(screen.getByText("Invalid value for Overlay: X + Width is 1340, past the canvas's width of 1280")).toBeTruthy();
    const invalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid');
    expect(['X', 'Y', 'Width', 'Height'].map(invalid)).toEqual(['true', 'false', 'true', 'false']);
    expect(screen.getByLabelText('X').getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Overlay' }));
    for (const label of ['X', 'Y', 'Width', 'Height']) expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/Invalid value/)).toBeNull();
  });

  it('moves the rectangle with arrow keys and resizes it with Alt+arrows on the focused canvas', () => {
    render(<Editor initial={{ x: '10', y: '20', width: '640', height: '360' }} />);
    const stage = screen.getByRole('group', { name: 'Overlay canvas' });
    expect(stage.tabIndex).toBe(0);
    expect(stage.getAttribute('aria-describedby')).toBe('field-overlay-keys');
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    fireEvent.keyDown(stage, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(stage, { key: 'ArrowLeft', altKey: true });
    const read = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(['X', 'Y', 'Width', 'Height'].map(read)).toEqual(['11', '30', '639', '360']);
  });

  it('keeps the canvas out of the tab order while there is no rectangle to move', () => {
    render(<Editor initial={null} />);
    expect(screen.queryByRole('group', { name: 'Overlay canvas' })).toBeNull();
    expect(screen.getByTestId('rectangle-stage').hasAttribute('tabindex')).toBe(false);
  });

  it('offers no Clear on a required field', () => {
    render(<Editor initial={{ x: '0', y: '0', width: '640', height: '360' }} required />);
    expect(screen.queryByRole('button', { name: 'Clear Overlay' })).toBeNull();
  });
});

/** An edit dialog of one gadget, as a record page opens it. */
const EditGadget = ({ record }: { record: ReturnType<typeof gadgetRecord> }) => {
  const dialog = useActionDialog(Gadget, {}, {});
  return (
    <>
      <button onClick={() => dialog.open(gadgetAction({ fields: ['kind', 'courts', 'overlay'], batch: false }), [record])}>Edit</button>
      {dialog.element}
    </>
  );
};

describe('the rectangle field in a form', () => {
  it("asks for the snapshot of the form's first court, as the editor's background", async () => {
    const dataProvider = dialogDataProvider({ snapshots: { '4': '/readmin/files/7/court.png' } });
    const record = gadgetRecord({ kind: 'video_overlay', courts: [{ id: '4', readminName: 'North Court 1' }], courtIds: ['4'] });
    render(
      <StoryAdmin user={platformAdmin} dataProvider={dataProvider}>
        <EditGadget record={record} />
      </StoryAdmin>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const d = within(await screen.findByRole('dialog'));
    expect(await d.findByRole('group', { name: 'Overlay (1280x720)' })).toBeTruthy();
    await waitFor(() =>
      expect(dataProvider.calls.filter((c) => c.operation === 'courtSnapshot').map((c) => (c.params as { courtId: string }).courtId)).toEqual(['4']),
    );
  });

  it('asks for nothing without a court', async () => {
    const dataProvider = dialogDataProvider({});
    render(
      <StoryAdmin user={platformAdmin} dataProvider={dataProvider}>
        <EditGadget record={gadgetRecord({ kind: 'video_overlay' })} />
      </StoryAdmin>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const d = within(await screen.findByRole('dialog'));
    expect(await d.findByRole('group', { name: 'Overlay (1280x720)' })).toBeTruthy();
    expect(dataProvider.calls.some((c) => c.operation === 'courtSnapshot')).toBe(false);
  });
});
