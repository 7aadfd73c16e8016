import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataProvider } from 'react-admin';
import { expect, userEvent } from 'storybook/test';
import { game, linkTo, player } from '../testing/contentFixtures.ts';
import {
  blockedMessages,
  expectClosed,
  expectFields,
  fill,
  openDialog,
  requiredMessagesOf,
  sentRequests,
  submitAndSend,
} from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/**
 * A game's roles (spec 001 §2, §5): add a role, add a referee (who becomes one of the organisation's
 * referees once the user agrees), remove. Team and player number only for the roles that have them.
 */
const meta = { title: 'Dialogs/001 Organisation content/Game role', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const REFEREE_QUESTION = 'Hemi Walker-Tane is not a referee yet. Make Hemi Walker-Tane a referee of the organisation?';

/** As the server does (CONFIRMATION_REQUIRED): a referee's role for someone who is not one is added only once confirmed. */
const asksAboutReferee = (provider: DataProvider): DataProvider => ({
  ...provider,
  create: (resource, params) => {
    if (resource !== 'GamePerson' || params.data.role !== 'referee' || params.meta?.confirmed) return provider.create(resource, params);
    const question = { message: REFEREE_QUESTION, extensions: { code: 'CONFIRMATION_REQUIRED' } };
    return Promise.reject(Object.assign(new Error(REFEREE_QUESTION), { status: 200, body: { graphQLErrors: [question] } }));
  },
});

const addGameRole: Story = {
  args: { typename: 'GamePerson', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Game Role');
    await expectFields(d, ['Game', 'Role', 'Team', 'Person', 'Player number', 'Notify']);
    await expect(d.getByLabelText('Notify')).toBeChecked();
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Game is required', 'Person is required']);
    await expect(empty).toEqual(requiredMessagesOf('GamePerson', 'create'));
    await fill(canvasElement, d, { Game: 'Perth Wildcats vs Perth Lynx', Person: 'Jordan Lee', 'Player number': '100' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Player number must be at most 99']);
    await fill(canvasElement, d, { Team: 'Perth Wildcats', 'Player number': '23' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'GamePerson',
      params: { data: { gameId: '800', role: 'player', teamId: '200', personId: '301', playerNumber: 23, notify: true } },
    });
    await expectClosed(canvasElement);
  },
};
export const AddGameRoleEmpty = opened(addGameRole);
export const AddGameRoleFilled = filled(addGameRole);
export const AddGameRoleInvalid = invalid(addGameRole);
export const AddGameRoleRefused = refused(addGameRole);
export const AddGameRoleBusy = busy(addGameRole);
export const AddGameRoleSubmits = addGameRole;

export const AddRefereeSubmits: Story = {
  args: { typename: 'GamePerson', action: 'create', override: asksAboutReferee },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Game Role');
    await fill(canvasElement, d, { Game: 'Perth Wildcats vs Perth Lynx', Role: 'Referee', Person: 'Hemi Walker-Tane' });
    await expectFields(d, ['Game', 'Role', 'Person', 'Notify']);
    await userEvent.click(d.getByRole('button', { name: 'Create' }));
    const asked = await openDialog(canvasElement, 'Add Game Role');
    await expect(await asked.findByText(REFEREE_QUESTION)).toBeInTheDocument();
    await userEvent.click(asked.getByRole('button', { name: 'Confirm' }));
    const [first, confirmed] = await sentRequests(canvasElement, 2);
    const data = { gameId: '800', role: 'referee', personId: '300', notify: true };
    await expect(first.params).toEqual({ data });
    await expect(confirmed).toEqual({ method: 'create', resource: 'GamePerson', params: { data, meta: { confirmed: true } } });
    await expectClosed(canvasElement);
  },
};

const removeGameRole: Story = {
  args: {
    typename: 'GamePerson',
    action: 'remove',
    records: [{ id: '2400', readminName: 'Jordan Lee (player)', game: linkTo(game), person: linkTo(player), role: 'player' }],
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove Jordan Lee (player)');
    await expect(d.getByText("Remove this person's role in the game?")).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toEqual({ method: 'delete', resource: 'GamePerson', params: { id: '2400' } });
    await expectClosed(canvasElement);
  },
};
export const RemoveGameRoleOpened = opened(removeGameRole);
export const RemoveGameRoleRefused = refused(removeGameRole);
export const RemoveGameRoleBusy = busy(removeGameRole);
export const RemoveGameRoleSubmits = removeGameRole;
