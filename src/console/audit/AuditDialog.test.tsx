import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogDataProvider } from '../dialogs/testing/dialogFixtures.ts';
import { registry } from '../testing/allTypes.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { platformAdmin } from '../testing/fixtures.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import type { AuditVersion } from './auditChanges.ts';
import AuditDialog from './AuditDialog.tsx';

afterEach(cleanup);

const version = (id: string, event: string, objectChanges: Record<string, [unknown, unknown]>, extra: Partial<AuditVersion> = {}): AuditVersion => ({
  id,
  event,
  createdAt: `2026-03-0${id}T01:00:00Z`,
  via: 'console',
  whodunnit: { id: '1', readminName: 'admin@example.com' },
  objectChanges,
  ...extra,
});

/** The history of a game role: newest first, as the server answers it (names and labels resolved there). */
const versions: AuditVersion[] = [
  version(
    '3',
    'destroy',
    { personId: [31, null], role: ['coach', null] },
    { readminValueLabels: [{ field: 'personId', value: '31', label: 'Jo Smith' }] },
  ),
  version(
    '2',
    'update',
    { teamId: [4, 7], role: ['player', 'coach'], notify: [true, false], playerNumber: [7, null] },
    // Team 7 is out of the viewer's reach: the server gives no name for it.
    { readminValueLabels: [{ field: 'teamId', value: '4', label: 'Perth Hawks' }] },
  ),
  version(
    '1',
    'create',
    { personId: [null, 31], gameId: [null, 9] },
    { readminValueLabels: [{ field: 'personId', value: '31', label: 'Jo Smith' }] },
  ),
];

const renderHistory = () =>
  render(
    <StoryAdmin user={platformAdmin} dataProvider={dialogDataProvider({ versions })}>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('UTC')}>
        <AuditDialog type={registry.types.GamePerson} id="31" name="Jo Smith" onClose={() => undefined} />
      </DisplayTimeZoneContext.Provider>
    </StoryAdmin>,
  );

const rowsOf = (item: HTMLElement) =>
  within(item)
    .queryAllByRole('row')
    .map((row) => row.textContent);

describe('the History dialog', () => {
  it('reads as a person would: names, option labels, Yes/No, — for nothing, the event as a verb', async () => {
    renderHistory();
    const dialog = within(await screen.findByRole('dialog', { name: 'History of Jo Smith' }));
    await dialog.findByText('1–3 of 3');
    const [removed, updated, created] = dialog.getAllByRole('listitem', { name: 'Version' });
    expect(within(removed).getByText('Removed')).toBeTruthy();
    expect(rowsOf(removed)).toEqual(['PersonJo Smith → —', 'RoleCoach → —']);
    expect(within(updated).getByText('Updated')).toBeTruthy();
    expect(rowsOf(updated)).toEqual(['TeamPerth Hawks → #7', 'RolePlayer → Coach', 'NotifyYes → No', 'Player number7 → —']);
    expect(within(created).getByText('Created')).toBeTruthy();
    expect(rowsOf(created)).toEqual(['Person— → Jo Smith', 'Game— → #9']);
  });
});
