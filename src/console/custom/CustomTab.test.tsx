import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NormalizedTab } from '../../metadata/normalized.ts';
import type { DetailRecord } from '../detail/DetailHeader.tsx';
import { registry } from '../testing/allTypes.ts';
import type { RoutedType } from '../routeType.ts';
import { ConsoleComponentsContext } from './ConsoleComponentsContext.ts';
import { CONSOLE_COMPONENTS } from './customComponents.ts';
import { CustomTab } from './CustomTab.tsx';

afterEach(cleanup);

/** A type's declared tab, by name, as the detail page hands it over. */
const declaredTab = (typename: string, name: string): NormalizedTab => registry.types[typename].tabs.find((t) => t.name === name)!;
const renderTab = (typename: string, tab: NormalizedTab, record: DetailRecord) =>
  render(
    // The registry of hand-written components, as the console's root gives it.
    <ConsoleComponentsContext.Provider value={CONSOLE_COMPONENTS}>
      <CustomTab tab={tab} registry={registry} type={registry.types[typename] as RoutedType} record={record} routeOwner={{}} />
    </ConsoleComponentsContext.Provider>,
  );

describe('CustomTab', () => {
  it('says so when the metadata names a tab component the console does not have', () => {
    renderTab('Org', { name: 'team_stats', label: 'Team Stats', component: 'teamStats' }, { id: '1' });
    expect(screen.getByRole('alert').textContent).toBe("Tab component 'teamStats' is not registered (src/console/custom/customComponents.ts).");
  });

  it('shows a venue server status as a table per section, values as reported', async () => {
    const statusEntries = [
      { section: 'Disk', label: 'Free space', value: '1.2 TB of 3.6 TB' },
      { section: 'Network', label: 'Uplink', value: 'eth0  1000 Mb/s\neth1  down' },
      { section: 'Disk', label: 'Mounts', value: '/data  ext4' },
      { section: 'Disk', label: 'not an entry' },
    ];
    renderTab('VenueServer', declaredTab('VenueServer', 'status'), { id: '1', statusEntries });
    const disk = await screen.findByRole('region', { name: 'Disk' });
    expect(within(disk).getByRole('heading', { level: 2 }).textContent).toBe('Disk');
    const diskTable = within(disk).getByRole('table', { name: 'Disk' });
    expect(
      within(diskTable)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Free space', 'Mounts']);
    expect(within(diskTable).getByLabelText('Mounts').textContent).toBe('/data  ext4');
    expect(within(disk).queryByText('not an entry')).toBeNull();
    // The value's line break is a line break, not a literal \n.
    const uplink = within(screen.getByRole('region', { name: 'Network' })).getByLabelText('Uplink');
    expect(uplink.tagName).toBe('PRE');
    expect(uplink.textContent).toBe('eth0  1000 Mb/s\neth1  down');
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Disk', 'Network']);
  });

  it('says when a venue server has reported no status or SMART state', async () => {
    renderTab('VenueServer', declaredTab('VenueServer', 'status'), { id: '1', statusEntries: null });
    await screen.findByText('No status has been reported yet.');
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    renderTab('VenueServer', declaredTab('VenueServer', 'status'), { id: '1', statusEntries: [] });
    await screen.findByText('No status has been reported yet.');
    cleanup();
    renderTab('VenueServer', declaredTab('VenueServer', 'smart_state'), { id: '1', smartState: '' });
    await screen.findByText('The server has not reported its SMART state.');
  });

  it('shows the SMART state as pre-formatted text', async () => {
    const smartState = 'SMART overall-health self-assessment test result: PASSED\nPower_On_Hours 9120';
    renderTab('VenueServer', declaredTab('VenueServer', 'smart_state'), { id: '1', smartState });
    expect((await screen.findByLabelText('SMART state')).textContent).toBe(smartState);
  });
});
