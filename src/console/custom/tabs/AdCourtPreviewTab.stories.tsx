import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogDataProvider } from '../../dialogs/testing/dialogFixtures.ts';
import { registry } from '../../testing/allTypes.ts';
import { withOperations } from '../../testing/fixtureOperations.ts';
import { orgAdmin } from '../../testing/fixtures.ts';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import type { RoutedType } from '../../routeType.ts';
import AdCourtPreviewTab from './AdCourtPreviewTab.tsx';
import type { PreviewCourt } from './tabQueries.ts';

const AdAsset = registry.types.AdAsset;

const COURTS: PreviewCourt[] = [
  { id: '21', readminName: 'Court 1', advertisingActive: true },
  { id: '22', readminName: 'Court 2', advertisingActive: false },
  { id: '23', readminName: 'Court 3', advertisingActive: true },
];

/** What the server answers for each court (courtPreviewRoute.ts): a JPEG, or its refusal as { error }. */
const ANSWERS: Record<string, { status: number; error?: string }> = {
  '21': { status: 200 },
  '22': { status: 409, error: 'Advertising is disabled on this court.' },
  '23': { status: 404, error: 'No video available for preview.' },
};

/** A small real JPEG, drawn in the browser. */
const jpeg = () =>
  new Promise<Blob>((resolve) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 36;
    canvas.getContext('2d')!.fillRect(0, 0, 64, 36);
    canvas.toBlob((b) => resolve(b!), 'image/jpeg');
  });

const asked: string[] = [];

const provider = () => withOperations(dialogDataProvider({}), { queries: { adPreviewCourts: () => COURTS } });

const TabStory = ({ courts }: { courts: { id: string; readminName: string }[] }) => (
  <StoryAdmin user={orgAdmin} path="/readmin/ad_assets/301" dataProvider={provider()}>
    <AdCourtPreviewTab
      registry={registry}
      type={AdAsset as RoutedType}
      tab={AdAsset.tabs.find((t) => t.name === 'court_preview')!}
      record={{ id: '301', readminName: 'Harbour Bank overlay', orgId: '10', assetType: 'video_overlay', courts }}
      routeOwner={{}}
    />
  </StoryAdmin>
);

/** An ad asset's Court Preview tab (spec 002 §2.9): pick a court, see the server's picture or its refusal. */
const meta = {
  title: 'Console/Tabs/Ad court preview',
  component: TabStory,
  args: { courts: [{ id: '21', readminName: 'Court 1' }] },
  beforeEach: () => {
    const realFetch = window.fetch;
    asked.length = 0;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const m = /^\/readmin\/ad_assets\/301\/court_preview\.jpg\?courtId=(\d+)$/.exec(url);
      if (!m) return realFetch(input, init);
      asked.push(url);
      const answer = ANSWERS[m[1]];
      if (answer.status === 200) return new Response(await jpeg(), { status: 200, headers: { 'content-type': 'image/jpeg' } });
      return new Response(JSON.stringify({ error: answer.error }), { status: answer.status, headers: { 'content-type': 'application/json' } });
    };
    return () => {
      window.fetch = realFetch;
    };
  },
} satisfies Meta<typeof TabStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const pick = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('combobox', { name: 'Court' }));
  await userEvent.click(await within(document.body).findByRole('option', { name }));
};

/** The asset's own court first; then the server's refusals, as the tab shows them. */
export const PickACourt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('img', { name: 'Court preview on Court 1' });
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(64));
    await pick(canvasElement, 'Court 2');
    await expect(await canvas.findByText('Advertising is disabled on this court.')).toBeInTheDocument();
    await expect(canvas.getByText('Advertising is off on this court.')).toBeInTheDocument();
    await pick(canvasElement, 'Court 3');
    await expect(await canvas.findByText('No video available for preview.')).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(asked).toEqual(['21', '22', '23'].map((id) => `/readmin/ad_assets/301/court_preview.jpg?courtId=${id}`));
  },
};

/** An asset shown on no court yet starts on the first court with advertising on. */
export const NoCourtsOfItsOwn: Story = {
  args: { courts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Court' })).toHaveTextContent('Court 1');
    await expect(await canvas.findByRole('img', { name: 'Court preview on Court 1' })).toBeInTheDocument();
  },
};
