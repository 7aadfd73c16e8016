import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicPageStory } from './testing/PublicPageStory.tsx';
import OriginalVideoPage from './OriginalVideoPage.tsx';
import type { OriginalVideoForm } from '../shared/publicApi/originalVideo.ts';

const form = (over: Partial<OriginalVideoForm> = {}): OriginalVideoForm => ({
  id: '7',
  gameTitle: 'Bondi Breakers vs Glebe Giants',
  courtTitle: 'Court 1',
  gamePlayedAt: '2026-09-26T08:00:00.000Z',
  timeZone: 'Australia/Sydney',
  restoring: false,
  blocked: false,
  downloadUrl: '/original_videos/demo/download',
  ...over,
});

/** The original video download page (spec 000 §2.4, §4.2) in each state. */
const meta = {
  title: 'Public/Original Video',
  component: PublicPageStory,
  args: { page: OriginalVideoPage, route: '/original_videos/:uuid', path: '/original_videos/demo', answers: { originalVideoForm: () => form() } },
} satisfies Meta<typeof PublicPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await expect(await page.findByText('Bondi Breakers vs Glebe Giants')).toBeInTheDocument();
  await expect(page.getByRole('heading', { name: 'Download Original Video' })).toBeInTheDocument();
  await expect(page.getByText('Court 1')).toBeInTheDocument();
  // In the organisation's zone, named: 08:00 UTC is 18:00 in Sydney (winter time).
  await expect(page.getByText('2026-09-26 18:00 AEST')).toBeInTheDocument();
  return page;
};

export const Available: Story = {
  play: async ({ canvasElement }) => {
    const page = await shown(canvasElement);
    const download = page.getByRole('button', { name: 'Download' });
    await expect(download).toHaveAttribute('href', '/original_videos/demo/download');
    await expect(download).toHaveAttribute('aria-disabled', 'false');
  },
};

export const Restoring: Story = {
  args: { answers: { originalVideoForm: () => form({ restoring: true, downloadUrl: null }) } },
  play: async ({ canvasElement }) => {
    const page = await shown(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('may take up to 12 hours');
    await expect(page.getByRole('button', { name: 'Download' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: 'Download' })).not.toHaveAttribute('href');
  },
};

export const Archived: Story = {
  args: { answers: { originalVideoForm: () => form({ downloadUrl: null }) } },
  play: async ({ canvasElement }) => {
    const page = await shown(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent(
      'Video Archived: the original video has already been archived and is no longer available for download. If you need the video, please contact us.',
    );
    await expect(page.getByRole('button', { name: 'Download' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The organisation's Video Block covers the game: nothing downloads until it is re-enabled. */
export const Blocked: Story = {
  args: { answers: { originalVideoForm: () => form({ blocked: true, downloadUrl: null }) } },
  play: async ({ canvasElement }) => {
    const page = await shown(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('Video unavailable: the organisation has temporarily stopped all video.');
    await expect(page.getByRole('button', { name: 'Download' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Invalid: Story = {
  args: { answers: { originalVideoForm: () => null } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Invalid Request' })).toBeInTheDocument();
    await expect(page.getByText('This link is invalid or has expired.')).toBeInTheDocument();
  },
};
