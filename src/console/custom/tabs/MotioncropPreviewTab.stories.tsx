import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { CurrentUser } from '../../auth/currentUser.ts';
import { answerOf } from '../../dialogs/results/operationAnswer.ts';
import { dialogDataProvider } from '../../dialogs/testing/dialogFixtures.ts';
import { registry } from '../../testing/allTypes.ts';
import { orgAdmin, platformAdmin } from '../../testing/fixtures.ts';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import type { RoutedType } from '../../routeType.ts';
import MotioncropPreviewTab from './MotioncropPreviewTab.tsx';

/** A 16x9 PNG per picture, so each figure's image can be told apart by its data URL. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAFklEQVR42mNsaGhgIAUwjmoY1TB8NQAA6XkLAZiLTN8AAAAASUVORK5CYII=';
const Surface = registry.types.Surface;
const image = (mutation: string, filename: string) =>
  answerOf(Surface.operations.custom[mutation], { jpgImageBase64: PNG, mimeType: 'image/png', filename });

/** The tab over a fixture server: the right crop fails, as when ffmpeg cannot read the frame. */
const TabStory = ({ user }: { user: CurrentUser }) => {
  const dataProvider = dialogDataProvider({
    answers: {
      surfacePreviewFilterChain: () => image('surfacePreviewFilterChain', 'full.png'),
      surfacePreviewMotionCrop: (input) => {
        if (input.projectedPosition === 'right') throw new Error('No video available for preview.');
        return image('surfacePreviewMotionCrop', `${String(input.projectedPosition)}.png`);
      },
    },
  });
  return (
    <StoryAdmin user={user} path="/readmin/surfaces/1300" dataProvider={dataProvider}>
      <MotioncropPreviewTab
        registry={registry}
        type={Surface as RoutedType}
        tab={Surface.tabs.find((t) => t.name === 'motioncrop_preview')!}
        record={{ id: '1300', readminName: 'Central Court 1 main view' }}
        routeOwner={{}}
      />
    </StoryAdmin>
  );
};

/** A surface's Motioncrop Preview tab (spec 002 §7): the full court, then the left, middle and right crops. */
const meta = { title: 'Console/Tabs/Motioncrop preview', component: TabStory, args: { user: platformAdmin } } satisfies Meta<typeof TabStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlatformAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Full Court Debug Preview' })).toBeInTheDocument());
    for (const label of ['Left Court', 'Middle Court']) await expect(await canvas.findByRole('img', { name: label })).toBeInTheDocument();
    const right = within(canvas.getByRole('figure', { name: 'Right Court' }));
    const alert = await right.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load preview');
    await expect(alert).toHaveTextContent('No video available for preview.');
    await expect(canvas.getAllByRole('figure').map((f) => f.getAttribute('aria-label'))).toEqual([
      'Full Court Debug Preview',
      'Left Court',
      'Middle Court',
      'Right Court',
    ]);
  },
};

/** The previews are for platform admins, as the server enforces. */
export const OrganisationAdmin: Story = {
  args: { user: orgAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The motion crop preview is for platform administrators.')).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
