import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { platformAdmin, teamRows } from '../testing/fixtures.ts';
import { GenericList } from './GenericList.tsx';

afterEach(cleanup);

// Cameras and surfaces are grids; Team (its fixture rows) with list.view 'grid' stands in for them.
const gridTeam = { ...registry.types.Team, route: 'teams', list: { ...registry.types.Team.list, view: 'grid' as const } };
const rows = teamRows.map((r) => ({ ...r, readminThumbnailUrl: `/thumbs/${r.id}.jpg` }));

describe('grid view', () => {
  it('shows a card per record with thumbnail, name link and list columns', async () => {
    render(
      <StoryAdmin user={platformAdmin} path="/readmin/teams" fixtures={{ rows: { teams: rows } }}>
        <GenericList type={gridTeam} />
      </StoryAdmin>,
    );
    expect((await screen.findByRole('link', { name: 'Perth Hawks' })).getAttribute('href')).toBe('/readmin/teams/1');
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.querySelector('img[src="/thumbs/2.jpg"]')).not.toBeNull();
    expect(screen.getAllByText(/^Organisation:/)).toHaveLength(2);
  });
});
