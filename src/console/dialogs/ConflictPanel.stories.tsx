import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ConflictPanel, type ConflictChoice, type ConflictRow } from './ConflictPanel.tsx';

/**
 * What an edit dialog shows when its save was refused with CONFLICT: someone changed the record since it opened.
 * Fields both changed offer Keep mine / Take theirs; fields only they changed are taken.
 */
const rows: ConflictRow[] = [
  { name: 'details', label: 'Details', theirs: 'North end, above the scoreboard', changedBy: 'Alex Admin, 07/12/2026 23:10', yours: 'South end' },
  { name: 'cameraId', label: 'Camera ID', theirs: 'CAM-7', changedBy: 'Alex Admin, 07/12/2026 23:10', yours: 'CAM-9' },
  { name: 'enabled', label: 'Enabled', theirs: 'No', changedBy: 'via api, 07/12/2026 23:12' },
];

const Interactive = () => {
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({ details: 'mine', cameraId: 'mine' });
  return (
    <ConflictPanel
      message="Camera 'Court 1' was changed by Alex Admin since you opened it (Details, Camera ID, Enabled). Review the changes, then save again."
      rows={rows}
      choices={choices}
      onChoose={(name, choice) => setChoices((c) => ({ ...c, [name]: choice }))}
    />
  );
};

const meta = { title: 'Console/Dialogs/Conflict Panel', component: Interactive } satisfies Meta<typeof Interactive>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each contested field starts as 'Keep mine'; Take all theirs switches every one. */
export const Conflict: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Changed since you opened it' }));
    const details = within(panel.getByRole('radiogroup', { name: 'Keep your Details or take theirs' }));
    await expect(details.getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    await userEvent.click(panel.getByRole('button', { name: 'Take all theirs' }));
    await expect(details.getByRole('radio', { name: 'Take theirs' })).toBeChecked();
    await expect(panel.getByRole('list', { name: 'Taken from theirs' })).toHaveTextContent('Enabled: No');
  },
};
