import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FilterPreviewView, PREVIEW_FAILED } from './FilterPreview.tsx';

/** The filter config dialog's preview (spec 002 §7 previewFilterChain), in each of its states. */
const meta = {
  title: 'Console/Dialogs/Filter preview',
  component: FilterPreviewView,
  args: { state: { status: 'loading' } },
} satisfies Meta<typeof FilterPreviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 16x9 grey PNG, standing for the camera's frame. */
const FRAME = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAFklEQVR42mNsaGhgIAUwjmoY1TB8NQAA6XkLAZiLTN8AAAAASUVORK5CYII=';

/** Waiting for the values to settle (1 s) or for the server. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const preview = within(within(canvasElement).getByRole('region', { name: 'Preview' }));
    await expect(preview.getByRole('status')).toHaveTextContent('Loading preview…');
    await expect(preview.queryByRole('img')).toBeNull();
  },
};

/** The frame through the filters, with the ffmpeg filter chain the values make. */
export const Loaded: Story = {
  args: {
    state: {
      status: 'loaded',
      src: FRAME,
      chain: 'scale=1280:720,lenscorrection=cx=0.5:cy=0.5:k1=-0.09:k2=-0.03,rotate=2*PI/180:fillcolor=black',
    },
  },
  play: async ({ canvasElement }) => {
    const preview = within(within(canvasElement).getByRole('region', { name: 'Preview' }));
    await expect(preview.getByRole('img', { name: 'Filter preview' })).toHaveAttribute('src', FRAME);
    await expect(preview.getByLabelText('ffmpeg filter chain')).toHaveTextContent(/^scale=1280:720,lenscorrection=.*rotate=2\*PI\/180/);
  },
};

/** The server could not render it: 'Failed to load preview' with its error. */
export const Failed: Story = {
  args: { state: { status: 'failed', message: 'No video available for preview.' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(PREVIEW_FAILED);
    await expect(alert).toHaveTextContent('No video available for preview.');
  },
};

/** A value that does not parse yet: no request until it does. */
export const WaitingForValidValues: Story = {
  args: { state: { status: 'invalid' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The preview waits for valid values.')).toBeInTheDocument();
  },
};
