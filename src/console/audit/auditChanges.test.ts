import { describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { changedBy, changeRows, changeText, eventLabel } from './auditChanges.ts';

describe('audit changes', () => {
  it('label each changed field as its type does, before and after', () => {
    const rows = changeRows(
      registry.types.Court,
      {
        objectChanges: { name: ['Court 1', 'Court 2'], orgId: [1, 2], active: [true, false], fresh: [null, 'x'] },
        readminValueLabels: [{ field: 'orgId', value: '2', label: 'Hoops League' }],
      },
      'UTC',
    );
    expect(rows).toEqual([
      { field: 'Name', before: 'Court 1', after: 'Court 2' },
      // Organisation 1 is not named by the server (out of the viewer's reach): its id shows.
      { field: 'Organisation', before: '#1', after: 'Hoops League' },
      { field: 'Active', before: 'Yes', after: 'No' },
      { field: 'Fresh', before: '—', after: 'x' },
    ]);
  });
  it('name each record of a list of references, and show an option by its label', () => {
    const rows = changeRows(
      registry.types.Team,
      { objectChanges: { leagueIds: [[], [1, 2]] }, readminValueLabels: [{ field: 'leagueIds', value: '1', label: 'Winter League' }] },
      'UTC',
    );
    expect(rows).toEqual([{ field: 'Leagues', before: '—', after: 'Winter League, #2' }]);
    const roles = changeRows(registry.types.GamePerson, { objectChanges: { role: ['player', 'referee'] } }, 'UTC');
    expect(roles).toEqual([{ field: 'Role', before: 'Player', after: 'Referee' }]);
  });
  it('show date-times in the display time zone and structures as JSON', () => {
    expect(changeText('2026-03-01T10:30:00.000Z', 'Australia/Perth')).toBe('2026-03-01 18:30 AWST');
    expect(changeText({ x: 1 }, 'UTC')).toBe('{"x":1}');
    expect(changeText(['a', 'b'], 'UTC')).toBe('a, b');
    expect(changeText('[FILTERED]', 'UTC')).toBe('[FILTERED]');
  });
  it('say who made the change, or through what', () => {
    expect(changedBy({ whodunnit: { id: '1', readminName: 'admin@example.com' }, via: 'console' })).toBe('admin@example.com');
    expect(changedBy({ whodunnit: null, via: 'live_scorer' })).toBe('via live_scorer');
    expect(changedBy({ whodunnit: null, via: null })).toBe('Unknown');
    expect(eventLabel('destroy')).toBe('Removed');
  });
});
