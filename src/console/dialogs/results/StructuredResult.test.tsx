import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../testing/allTypes.ts';
import { answerOf } from './operationAnswer.ts';
import { ResultView } from './ResultView.tsx';
import type { ShownAnswer } from './handleAnswer.ts';

afterEach(cleanup);

const VenueServer = registry.types.VenueServer;
const runCommand = VenueServer.operations.custom.venueServersRunCommand;

/** What venueServersRunCommand answers for two servers (its handler: one queued command per server). */
const COMMANDS = [
  { id: '12', venueServerId: '4', venueServer: 'dhsc-vs-01', content: 'sudo reboot', state: 'pending' },
  { id: '13', venueServerId: '7', venueServer: 'bondi-vs-01', content: 'sudo reboot', state: 'pending' },
];

const show = (shown: ShownAnswer) =>
  render(
    <AdminContext>
      <ResultView shown={shown} />
    </AdminContext>,
  );

describe('a JSON answer is shown as a person reads it', () => {
  it('Run Command: how many commands were queued, each linked, with its server linked by name', () => {
    const answer = answerOf(runCommand, { commands: COMMANDS }, VenueServer);
    expect(answer).toMatchObject({ kind: 'value', label: 'Commands', recordType: 'VenueServerCommand' });
    show(answer as ShownAnswer);
    expect(screen.getByText('2 Venue Server Commands')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Commands' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Record', 'Venue server', 'Content', 'State']);
    expect(within(table).getByRole('link', { name: 'Venue Server Command #12' }).getAttribute('href')).toBe('/readmin/venue_server_commands/12');
    expect(within(table).getByRole('link', { name: 'bondi-vs-01' }).getAttribute('href')).toBe('/readmin/venue_servers/7');
    expect(within(table).getAllByText('sudo reboot')).toHaveLength(2);
    // Nothing of the JSON is left: no braces, quotes or ids as text, and no text box to copy it from.
    expect(table.textContent).not.toMatch(/[{}"]/);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('an object: a label / value row per key', () => {
    const answer = answerOf(
      { ...runCommand, returns: { kind: 'value', field: 'summary' } },
      { summary: { queued: 2, venueServerId: '4', venueServer: 'dhsc-vs-01' } },
    );
    show(answer as ShownAnswer);
    const table = screen.getByRole('table', { name: 'Summary' });
    expect(within(table).getByRole('rowheader', { name: 'Queued' }).closest('tr')!.textContent).toBe('Queued2');
    expect(within(table).getByRole('link', { name: 'dhsc-vs-01' }).getAttribute('href')).toBe('/readmin/venue_servers/4');
    expect(within(table).queryByRole('rowheader', { name: 'Venue server id' })).toBeNull();
  });

  it('text stays text, with Copy', () => {
    show(answerOf({ ...runCommand, returns: { kind: 'value', field: 'credential' } }, { credential: 'abc' }) as ShownAnswer);
    expect(screen.getByRole('textbox', { name: 'Credential' })).toHaveProperty('value', 'abc');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
