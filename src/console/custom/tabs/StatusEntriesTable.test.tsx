import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AttributeEntriesTab } from '../../detail/AttributeEntriesTab.tsx';
import { DisplayTimeZoneContext, fixedTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';

afterEach(cleanup);

const renderDetails = (value: unknown) =>
  render(
    <MemoryRouter>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('UTC')}>
        <AttributeEntriesTab entries={[{ label: 'Status entries', type: 'json', value }]} />
      </DisplayTimeZoneContext.Provider>
    </MemoryRouter>,
  );

describe("a venue server's status entries on its Details tab", () => {
  it('are a table per section, not JSON with literal \\n', () => {
    renderDetails([
      { section: 'Disk', label: 'Mounts', value: '/      ext4  58G\n/data  xfs   3.6T' },
      { section: 'System', label: 'Host', value: 'dhsc-vs-01' },
    ]);
    const details = screen.getByRole('table', { name: 'Details' });
    const disk = within(details).getByRole('region', { name: 'Disk' });
    expect(within(disk).getByRole('heading', { level: 3 }).textContent).toBe('Disk');
    expect(within(disk).getByRole('rowheader', { name: 'Mounts' })).toBeTruthy();
    expect(within(disk).getByLabelText('Mounts').textContent).toBe('/      ext4  58G\n/data  xfs   3.6T');
    expect(within(details).getByRole('region', { name: 'System' })).toBeTruthy();
    expect(details.textContent).not.toContain('\\n');
    expect(details.textContent).not.toContain('"section"');
  });

  it('leave other JSON as indented JSON', () => {
    renderDetails({ fps: 30 });
    expect(screen.getByText(/"fps": 30/).tagName).toBe('PRE');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
