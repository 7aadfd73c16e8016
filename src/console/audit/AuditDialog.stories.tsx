import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { dialogDataProvider } from '../dialogs/testing/dialogFixtures.ts';
import { registry } from '../testing/allTypes.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { platformAdmin } from '../testing/fixtures.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import type { AuditVersion } from './auditChanges.ts';
import AuditDialog from './AuditDialog.tsx';

const versions: AuditVersion[] = Array.from({ length: 23 }, (_, i) => ({
  id: String(23 - i),
  event: i === 22 ? 'create' : 'update',
  createdAt: new Date(Date.UTC(2026, 2, 23 - i, 1)).toISOString(),
  via: 'console',
  whodunnit: { id: '1', readminName: 'admin@example.com' },
  objectChanges: (i === 22
    ? { name: [null, 'Court 1'], venueId: [null, 3] }
    : { scorekeeperName: [`Scorer ${22 - i}`, `Scorer ${23 - i}`], active: [true, false] }) as AuditVersion['objectChanges'],
  // The server names the records a change refers to (those the viewer may read).
  readminValueLabels: i === 22 ? [{ field: 'venueId', value: '3', label: 'Central Stadium' }] : [],
}));

/** A court's audit history: 23 versions, 10 a page, times in Perth. */
const AuditStory = () => {
  const [provider] = useState(() => dialogDataProvider({ versions }));
  return (
    <StoryAdmin user={platformAdmin} dataProvider={provider}>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('Australia/Perth')}>
        <AuditDialog type={registry.types.Court} id="5" name="Central Court 1" onClose={() => undefined} />
      </DisplayTimeZoneContext.Provider>
    </StoryAdmin>
  );
};

const meta = { title: 'Console/Audit history', component: AuditStory } satisfies Meta<typeof AuditStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paged: Story = {
  play: async ({ canvasElement }) => {
    const d = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'History of Central Court 1' }));
    await expect(await d.findByText('1–10 of 23')).toBeInTheDocument();
    await expect(d.getAllByRole('listitem', { name: 'Version' })).toHaveLength(10);
    await expect(d.getByText('Times in Australia/Perth')).toBeInTheDocument();
    await expect(d.getAllByText('Scorer 22 → Scorer 23')).toHaveLength(1);
    await userEvent.click(d.getByRole('button', { name: 'Next' }));
    await expect(await d.findByText('11–20 of 23')).toBeInTheDocument();
    await userEvent.selectOptions(d.getByLabelText('Page size'), '50');
    await expect(await d.findByText('1–23 of 23')).toBeInTheDocument();
    await expect(d.getByText('— → Court 1')).toBeInTheDocument();
    await expect(d.getByText('— → Central Stadium')).toBeInTheDocument();
  },
};
