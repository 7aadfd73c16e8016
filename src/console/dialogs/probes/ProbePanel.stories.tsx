import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProbePanel } from './ProbePanel.tsx';

/** The panel of an action's probe (Add Game Manually, Cut New Footage): what the recordings query found. */
const meta = {
  title: 'Console/Dialogs/Probe panel',
  component: ProbePanel,
  args: { query: 'recordingsAny', timeZone: 'Australia/Sydney', state: { status: 'incomplete' } },
} satisfies Meta<typeof ProbePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const recording = (id: string, startedAt: string, finishedAt: string | null) => ({
  id,
  text: (timeZone: string) =>
    `Recording ${id}: ${new Date(startedAt).toLocaleString('en-AU', { timeZone })} – ${finishedAt ? new Date(finishedAt).toLocaleString('en-AU', { timeZone }) : 'still recording'}`,
});

/** Before the court and both times are filled in: not available, and what it waits for. */
export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Recordings not available' });
    await expect(panel).toHaveTextContent('Fill in the fields it needs to look.');
  },
};

/** While the query runs (300 ms after the last change). */
export const Looking: Story = {
  args: { state: { status: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Looking for recordings…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Found: 'Recordings available' with each recording. */
export const Available: Story = {
  args: {
    state: {
      status: 'answered',
      found: true,
      items: [recording('41', '2026-10-10T18:00:00Z', '2026-10-10T19:00:00Z'), recording('42', '2026-10-10T19:00:00Z', null)],
    },
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Recordings available' });
    await expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(':')[0]),
    ).toEqual(['Recording 41', 'Recording 42']);
  },
};

/** Nothing overlaps the times. */
export const NotAvailable: Story = {
  args: { state: { status: 'answered', found: false, items: [] } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Recordings not available' });
    await expect(within(panel).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** The server refused the span: its reason under the title. */
export const Refused: Story = {
  args: { state: { status: 'failed', message: 'End time must be after the start time' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Recordings not available' })).toHaveTextContent(
      'End time must be after the start time',
    );
  },
};
