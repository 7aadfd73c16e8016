import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { platformAdmin, teamRows } from '../testing/fixtures.ts';
import { GenericList } from './GenericList.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const Team = { ...registry.types.Team, route: 'teams' };
/** Team declares no thumbnail; as if it did (as cameras and surfaces do), its list offers the grid. */
const ThumbnailTeam = { ...Team, display: { ...Team.display, thumbnail: 'name' } };
const rows = teamRows.map((r) => ({ ...r, readminThumbnailUrl: `/readmin/files/${r.id}/thumbnail?width=600` }));

const renderList = (type: typeof Team) =>
  render(
    <StoryAdmin user={platformAdmin} path="/readmin/teams" fixtures={{ rows: { teams: rows } }}>
      <GenericList type={type} />
    </StoryAdmin>,
  );

describe('table or grid', () => {
  it('offers no choice for a type without a thumbnail', async () => {
    renderList(Team);
    await screen.findByRole('link', { name: 'Perth Hawks' });
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'List layout' })).toBeNull();
  });

  it('switches a type with a thumbnail between table and grid, and remembers the choice per type', async () => {
    renderList(ThumbnailTeam);
    await screen.findByRole('link', { name: 'Perth Hawks' });
    // The toggle is a chunk of its own (ListView.tsx), loaded when the list first renders.
    expect((await screen.findByRole('button', { name: 'Table' })).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Grid' }));
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(document.querySelector('img[src="/readmin/files/2/thumbnail?width=600"]')).not.toBeNull();
    expect((await screen.findByRole('slider', { name: 'Card size' })).getAttribute('value')).toBe('300');
    expect(JSON.parse(localStorage.getItem('readmin.preference.listView.Team')!)).toBe('grid');

    // A new page (a new store) opens the list as it was left.
    cleanup();
    renderList(ThumbnailTeam);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect((await screen.findByRole('button', { name: 'Grid' })).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('ignores a saved preference that is not a layout', async () => {
    localStorage.setItem('readmin.preference.listView.Team', JSON.stringify('carousel'));
    renderList(ThumbnailTeam);
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
