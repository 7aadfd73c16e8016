import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TeamRegistrationPage from './TeamRegistrationPage.tsx';
import { PublicPageStory, sentRequests, type FakeAnswer } from './testing/PublicPageStory.tsx';
import type { TeamRegistrationFormData } from '../shared/publicApi/teamRegistration.ts';

/** Team registration form (spec 000 §2.9, §4.3, §5, §8): each state over a fake server. */
const meta = { title: 'Public/Team registration form', component: PublicPageStory } satisfies Meta<typeof PublicPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const ROUTE = '/team_registrations/:token';
const PATH = '/team_registrations/story-token-0000000000000001';

const form: TeamRegistrationFormData = {
  id: '31',
  expiresAt: '2026-12-31T10:59:00.000Z',
  submittedAt: null,
  teamName: 'Harbour Hawks',
  leagueNames: ['Premier Men', 'Winter Social'],
  orgTimeZone: 'Pacific/Auckland',
  players: [{ playerNumber: '7', firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.com', phoneNumber: null, birthdate: '2008-04-05' }],
  historicPlayers: [],
  supporters: [],
};
const submitted = { ...form, submittedAt: '2026-11-20T06:30:00.000Z' };

/** A fake server that answers the form, and takes a submission as stored (submittedAt set). */
const server = (initial: TeamRegistrationFormData | null): Record<string, FakeAnswer> => ({
  teamRegistrationForm: () => initial,
  teamRegistrationFormSubmit: (v) => {
    const input = v.input as Record<string, TeamRegistrationFormData['players']>;
    const clean = (list: TeamRegistrationFormData['players']) =>
      list.map((e) => Object.fromEntries(Object.entries(e).map(([k, x]) => [k, x || null])));
    return {
      ...initial,
      submittedAt: '2026-11-26T01:00:00.000Z',
      players: clean(input.players),
      historicPlayers: clean(input.historicPlayers),
      supporters: clean(input.supporters),
    };
  },
});

const story = (initial: TeamRegistrationFormData | null) => ({ page: TeamRegistrationPage, route: ROUTE, path: PATH, answers: server(initial) });
const submits = () => sentRequests.filter((r) => r.field === 'teamRegistrationFormSubmit');

export const NotSubmitted: Story = {
  args: story(form),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Registration Form for Harbour Hawks' });
    await expect(c.getByText('Premier Men, Winter Social')).toBeInTheDocument();
    await expect(c.getByText('Pacific/Auckland')).toBeInTheDocument();
    // 10:59 UTC on 31 December is 23:59 in Auckland (summer time).
    await expect(c.getByText('2026-12-31 23:59 NZDT')).toBeInTheDocument();
    await expect(c.queryByText('Submitted')).toBeNull();
    for (const title of ['Active Players', 'Historical players', 'Supporters'])
      await expect(c.getByRole('region', { name: title })).toBeInTheDocument();
    await expect(c.getByLabelText('Active player 1 First name')).toHaveValue('Aroha');
    await expect(c.getByLabelText('Active player 1 Email')).toHaveAttribute('type', 'email');
    await expect(c.getByLabelText('Active player 1 Phone number')).toHaveAttribute('type', 'tel');
    await expect(c.getByLabelText('Active player 1 Birthdate')).toHaveAttribute('type', 'date');
    await expect(c.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await expect(sentRequests).toEqual([{ field: 'teamRegistrationForm', variables: { token: 'story-token-0000000000000001' } }]);
  },
};

export const SubmittedReadsResubmit: Story = {
  args: story(submitted),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Registration Form for Harbour Hawks' });
    await expect(c.getByText('Submitted')).toBeInTheDocument();
    await expect(c.getByText('2026-11-20 19:30 NZDT')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Re-submit' })).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

export const ExpiredOrRemoved: Story = {
  args: story(null),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('This registration form is either expired or removed.')).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

export const ValidationBlocked: Story = {
  args: story({ ...form, players: [] }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Submit' }));
    let dialog = within(await c.findByRole('dialog', { name: 'Cannot submit' }));
    await expect(dialog.getByText('Active Players is required')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await userEvent.click(c.getByRole('button', { name: 'Add player' }));
    await userEvent.type(c.getByLabelText('Active player 1 Email'), 'not-an-email');
    await userEvent.click(c.getByRole('button', { name: 'Add supporter' }));
    await userEvent.type(c.getByLabelText('Supporter 1 First name'), 'Mere');
    await userEvent.click(c.getByRole('button', { name: 'Submit' }));
    dialog = within(await c.findByRole('dialog', { name: 'Cannot submit' }));
    await expect(dialog.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Active player 1: First name is required',
      'Active player 1: Email is not a valid email address',
    ]);
    await expect(submits()).toEqual([]);
  },
};

export const AddAndRemoveRows: Story = {
  args: story(form),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Add player' }));
    await userEvent.type(c.getByLabelText('Active player 2 First name'), 'Tama');
    await userEvent.click(c.getByRole('button', { name: 'Add supporter' }));
    await userEvent.type(c.getByLabelText('Supporter 1 First name'), 'Mere');
    // Supporters and historical players have no player number.
    await expect(c.queryByLabelText('Supporter 1 Player number')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Remove active player 1' }));
    await expect(c.getByLabelText('Active player 1 First name')).toHaveValue('Tama');
    await expect(c.queryByLabelText('Active player 2 First name')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Remove supporter 1' }));
    await expect(within(c.getByRole('region', { name: 'Supporters' })).getByText('No one listed.')).toBeInTheDocument();
  },
};

export const ResetToLoadedValues: Story = {
  args: story(form),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const first = await c.findByLabelText('Active player 1 First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Changed');
    await userEvent.click(c.getByRole('button', { name: 'Add supporter' }));
    await userEvent.click(c.getByRole('button', { name: 'Reset' }));
    await expect(c.getByLabelText('Active player 1 First name')).toHaveValue('Aroha');
    await expect(c.queryByLabelText('Supporter 1 First name')).toBeNull();
  },
};

export const SubmitSuccess: Story = {
  args: story(form),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Add supporter' }));
    await userEvent.type(c.getByLabelText('Supporter 1 First name'), 'Mere');
    await userEvent.type(c.getByLabelText('Supporter 1 Phone number'), '+64 21 555 0199');
    await userEvent.click(c.getByRole('button', { name: 'Submit' }));
    await expect(await c.findByText('Registration form submitted.')).toBeInTheDocument();
    await waitFor(() => expect(c.getByRole('button', { name: 'Re-submit' })).toBeInTheDocument());
    await expect(c.getByText('2026-11-26 14:00 NZDT')).toBeInTheDocument();
    const [sent] = submits();
    await expect(sent.variables).toEqual({
      input: {
        teamRegistrationToken: 'story-token-0000000000000001',
        players: [{ playerNumber: '7', firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.com', phoneNumber: '', birthdate: '2008-04-05' }],
        historicPlayers: [],
        supporters: [{ playerNumber: '', firstName: 'Mere', lastName: '', email: '', phoneNumber: '+64 21 555 0199', birthdate: '' }],
      },
    });
  },
};
