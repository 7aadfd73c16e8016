import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import UnsubscribePage from './UnsubscribePage.tsx';
import { PublicPageStory, sentRequests } from './testing/PublicPageStory.tsx';

/** /unsubscribe (spec 000 §2.10, §4.5): the three subscriptions and Disable All, saved together. */
const all = { subscribedNotifications: true, subscribedCompetitions: true, subscribedMarketing: true };
const meta = {
  title: 'Public/Email Preferences',
  component: PublicPageStory,
  args: {
    page: UnsubscribePage,
    route: '/unsubscribe',
    path: '/unsubscribe?token=demo-unsubscribe-token',
    answers: {
      userUnsubscribeStatus: () => all,
      userUnsubscribeEmails: (v: Record<string, unknown>) => {
        const { unsubscribeToken: _t, ...flags } = v.input as Record<string, unknown>;
        return flags;
      },
    },
  },
} satisfies Meta<typeof PublicPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (page: ReturnType<typeof within>, name: string) => page.getByRole('checkbox', { name });
const GAME = 'Receive Game Notifications';
const POTW = 'Receive Plays of the Week Notifications';
const MARKETING = 'Receive Marketing Notifications';
const ALL = 'Disable All Notifications';

export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('checkbox', { name: GAME })).toBeChecked();
    await expect(box(page, POTW)).toBeChecked();
    await expect(box(page, MARKETING)).toBeChecked();
    await expect(box(page, ALL)).not.toBeChecked();
    await expect(sentRequests[0]).toEqual({ field: 'userUnsubscribeStatus', variables: { unsubscribeToken: 'demo-unsubscribe-token' } });
  },
};

export const DisableAllThenOneAgain: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: ALL }));
    for (const name of [GAME, POTW, MARKETING]) await expect(box(page, name)).not.toBeChecked();
    await userEvent.click(box(page, POTW));
    await expect(box(page, POTW)).toBeChecked();
    await expect(box(page, ALL)).not.toBeChecked();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: MARKETING }));
    await userEvent.click(page.getByRole('button', { name: 'Save Preferences' }));
    await expect(await page.findByText('Your email preferences have been updated.')).toBeInTheDocument();
    await expect(sentRequests.at(-1)).toEqual({
      field: 'userUnsubscribeEmails',
      variables: {
        input: {
          unsubscribeToken: 'demo-unsubscribe-token',
          subscribedNotifications: true,
          subscribedCompetitions: true,
          subscribedMarketing: false,
        },
      },
    });
  },
};

export const AllDisabledAlready: Story = {
  args: { answers: { userUnsubscribeStatus: () => ({ subscribedNotifications: false, subscribedCompetitions: false, subscribedMarketing: false }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('checkbox', { name: ALL })).toBeChecked();
  },
};

export const InvalidLink: Story = {
  args: { answers: { userUnsubscribeStatus: () => null } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('This email preferences link is invalid. Use the link in your most recent email.')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Save Preferences' })).toBeNull();
  },
};

export const QueryFails: Story = {
  args: {
    answers: {
      userUnsubscribeStatus: () => {
        throw new Error('Too many requests from this address for links. Please wait a few minutes and try again.');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Too many requests from this address for links. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
  },
};
