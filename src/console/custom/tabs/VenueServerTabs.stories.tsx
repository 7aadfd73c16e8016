import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { registry } from '../../testing/allTypes.ts';
import { platformAdmin } from '../../testing/fixtures.ts';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import type { RoutedType } from '../../routeType.ts';
import SmartStateTab from './SmartStateTab.tsx';
import VenueServerStatusTab from './VenueServerStatusTab.tsx';

const VenueServer = registry.types.VenueServer;

/** What an active server reports (as the seed's): a two-line table whose column alignment matters, runs of spaces included. */
const STATUS_ENTRIES = [
  { section: 'System', label: 'Host', value: 'dhsc-vs-01 (Ubuntu 22.04.4 LTS, kernel 5.15.0-105)' },
  { section: 'System', label: 'Load average', value: '1.42  1.37  1.29' },
  { section: 'Disk', label: 'Mounts', value: '/        ext4   58G   21G  35G  38%\n/data    xfs   3.6T  2.4T 1.2T  67%' },
  { section: 'Network', label: 'Uplink', value: 'eth0  1000 Mb/s full duplex' },
  { section: 'Disk', label: 'Free space', value: '1.2 TB of 3.6 TB' },
];
const SMART_STATE = 'SMART overall-health self-assessment test result: PASSED\nPower_On_Hours          9120\nReallocated_Sector_Ct   0';

/**
 * The tab over the record the detail page has already read: both tabs show fields of the venue server
 * itself (smartState, statusEntries), so they ask the server for nothing more.
 */
const TabStory = ({ tab, record }: { tab: 'status' | 'smart_state'; record: Record<string, unknown> }) => {
  const Tab = tab === 'status' ? VenueServerStatusTab : SmartStateTab;
  return (
    <StoryAdmin user={platformAdmin} path="/readmin/venue_servers/4">
      <Tab
        registry={registry}
        type={VenueServer as RoutedType}
        tab={VenueServer.tabs.find((t) => t.name === tab)!}
        record={{ id: '4', readminName: 'dhsc-vs-01', ...record }}
        routeOwner={{}}
      />
    </StoryAdmin>
  );
};

/**
 * Shown as the device sent it: in a monospace block that keeps line breaks and runs of spaces. innerText
 * is the text as laid out, so it loses them if the block stops preserving white space.
 */
const expectPreformatted = async (block: HTMLElement, text: string) => {
  await expect(block.tagName).toBe('PRE');
  await expect(getComputedStyle(block).fontFamily).toMatch(/monospace/);
  await expect(block.innerText).toBe(text);
};

/** A venue server's Status and SMART state tabs (spec 002 §2.10). */
const meta = {
  title: 'Console/Tabs/Venue server',
  component: TabStory,
  args: { tab: 'status', record: { statusEntries: STATUS_ENTRIES } },
} satisfies Meta<typeof TabStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A table per section, sections in the order first reported; each label beside its pre-formatted value. */
export const Status: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'System' });
    await expect(canvas.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['System', 'Disk', 'Network']);
    for (const section of ['System', 'Disk', 'Network']) {
      const region = within(canvas.getByRole('region', { name: section }));
      const entries = STATUS_ENTRIES.filter((e) => e.section === section);
      await expect(region.getByRole('heading', { level: 2 })).toHaveTextContent(section);
      const table = within(region.getByRole('table', { name: section }));
      await expect(table.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(entries.map((e) => e.label));
      for (const { label, value } of entries) await expectPreformatted(region.getByLabelText(label), value);
    }
  },
};

/** A server that has not reported yet (status_entries null): a line saying so, no sections. */
export const NoStatusYet: Story = {
  args: { record: { statusEntries: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No status has been reported yet.')).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('pre')).toBeNull();
  },
};

/** The disk report as the server sent it, pre-formatted. */
export const SmartState: Story = {
  args: { tab: 'smart_state', record: { smartState: SMART_STATE } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPreformatted(await canvas.findByLabelText('SMART state'), SMART_STATE);
    await expect(canvas.queryByText('The server has not reported its SMART state.')).toBeNull();
  },
};

/** An empty SMART state (the server sent nothing): a line saying so instead of an empty block. */
export const SmartStateEmpty: Story = {
  args: { tab: 'smart_state', record: { smartState: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The server has not reported its SMART state.')).toBeVisible();
    await expect(canvas.queryByLabelText('SMART state')).toBeNull();
    await expect(canvasElement.querySelector('pre')).toBeNull();
  },
};
