import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PublicPageStory, sentRequests, type FakeAnswer } from './testing/PublicPageStory.tsx';
import LiveScorerPage from './LiveScorerPage.tsx';
import type { LiveScorer, UpdateLiveScorerInput } from '../shared/publicApi/liveScorer.ts';

const OVERLAY = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="560" height="110"><rect width="560" height="110"/></svg>')}`;
const scorer = (over: Partial<LiveScorer> = {}): LiveScorer => ({
  id: '1',
  team1Score: 12,
  team2Score: 0,
  team1Display: 'Bondi Breakers',
  team2Display: 'Glebe Giants',
  period: 'Q2',
  overlaySvgUrl: OVERLAY,
  ...over,
});

/** A fake server that keeps the score and applies the deltas it is sent, as the real one does. */
const server = (start: LiveScorer): Record<string, FakeAnswer> => {
  const state = { ...start };
  return {
    liveScorer: () => state,
    updateLiveScorer: (variables) => {
      const input = variables.input as UpdateLiveScorerInput;
      state.team1Score = Math.max(0, state.team1Score + (input.team1ScoreDelta ?? 0));
      state.team2Score = Math.max(0, state.team2Score + (input.team2ScoreDelta ?? 0));
      state.period = input.period ?? state.period;
      return { ...state };
    },
  };
};

const Page = ({ portrait }: { portrait?: boolean }) => <LiveScorerPage portrait={portrait} />;

/** The live scorer remote (spec 000 §2.2) over a fake server. */
const meta = {
  title: 'Public/Live Scorer',
  component: PublicPageStory,
  args: { page: () => <Page portrait={false} />, route: '/live_scorer/:token', path: '/live_scorer/demo-token', answers: server(scorer()) },
} satisfies Meta<typeof PublicPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { answers: { liveScorer: () => new Promise<never>(() => {}) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Loading…')).toBeInTheDocument();
    for (const name of ['-1', '+1'])
      for (const b of page.getAllByRole('button', { name: new RegExp(`${name.replace('+', '\\+')}$`) })) await expect(b).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Period/ })).toBeDisabled();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Bondi Breakers +1' })).toBeEnabled();
    await expect(page.getByTestId('team1-score')).toHaveTextContent('12');
    await expect(page.getByTestId('team2-score')).toHaveTextContent('0');
    await expect(page.getByRole('button', { name: 'Period Q2' })).toHaveTextContent('Q2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(/^Live scorer: .+ vs .+$/);
    await expect(page.getByRole('img')).toHaveAttribute('src', OVERLAY);
    await expect(canvasElement.querySelector('main')).toHaveAttribute('data-orientation', 'landscape');
  },
};

export const MinusDisabledAtZero: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Glebe Giants -1' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Bondi Breakers -1' })).toBeEnabled();
  },
};

export const PeriodPicker: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Period Q2' }));
    const options = within(page.getByRole('listbox', { name: 'Periods' })).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'OT', 'H1', 'H2']);
    await userEvent.click(page.getByRole('button', { name: 'OT' }));
    await expect(page.getByRole('button', { name: 'Period OT' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sentRequests.filter((r) => r.field === 'updateLiveScorer').map((r) => r.variables.input)).toEqual([
        { token: 'demo-token', period: 'OT' },
      ]),
    );
  },
};

export const OptimisticUpdate: Story = {
  args: {
    answers: {
      ...server(scorer()),
      // The server is slow: the remote shows the points before it answers.
      updateLiveScorer: (variables) =>
        new Promise((resolve) => setTimeout(() => resolve(server(scorer({ team1Score: 13 })).updateLiveScorer(variables)), 400)),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Bondi Breakers +1' }));
    await expect(page.getByTestId('team1-score')).toHaveTextContent('13');
    await waitFor(() =>
      expect(sentRequests.find((r) => r.field === 'updateLiveScorer')?.variables.input).toEqual({ token: 'demo-token', team1ScoreDelta: 1 }),
    );
    // The answer (the server's total after the change) is what stays shown.
    await waitFor(() => expect(page.getByTestId('team1-score')).toHaveTextContent('14'));
  },
};

export const PortraitRotation: Story = {
  args: { page: () => <Page portrait /> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('button', { name: 'Bondi Breakers +1' });
    const main = canvasElement.querySelector('main')!;
    await expect(main).toHaveAttribute('data-orientation', 'rotated');
    await expect(main.style.transform).toBe('rotate(90deg)');
  },
};

export const InvalidLink: Story = {
  args: { answers: { liveScorer: () => null } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Live scorer not available' })).toBeInTheDocument();
  },
};
