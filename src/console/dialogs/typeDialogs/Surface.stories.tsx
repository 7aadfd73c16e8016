import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { surface } from '../testing/contentFixtures.ts';
import { blockedMessages, fill, labelled, openDialog, sentRequests, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';
import { isOperationSent } from '../testing/SentRequests.tsx';
import { answerOf } from '../results/operationAnswer.ts';
import { registry } from '../../testing/allTypes.ts';
import { PREVIEW_FAILED } from '../../custom/actions/FilterPreview.tsx';
import { SPHERE_MISSING } from '../../custom/actions/SphereConfigPanel.tsx';

/**
 * Surface's dialogs (spec 002 §3, §5, §9): Filter Config with its live preview (previewFilterChain, 1 s
 * after the last change; 'Failed to load preview' with the server's error) and Encoding Config.
 */
const meta = { title: 'Dialogs/002 Platform and venues/Surface', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const mainView = { ...surface, camera: { id: '1600', readminName: 'cam-central-1' }, cameraId: '1600' };
/** A 1x1 PNG: what the fixture server answers as the preview. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const previewOperation = registry.types.Camera.operations.custom.previewFilterChain;
/** The fixture server's preview: the chain names the values sent; a rotation of 99 degrees fails as ffmpeg would. */
const previewAnswer = (input: Record<string, unknown>) => {
  if (input.filterRotateDegrees === 99) throw new Error('ffmpeg failed (exit 1): Invalid argument');
  return answerOf(previewOperation, {
    jpgImageBase64: PIXEL,
    mimeType: 'image/png',
    filename: 'preview.png',
    ffmpegFilterChain: `scale=1280:720,defish=${String(input.filterDefishAmount)},rotate=${String(input.filterRotateDegrees)}`,
  });
};
const previews = async (canvas: HTMLElement, count: number) =>
  (await sentRequests(canvas, count)).filter(isOperationSent).filter((r) => r.operation === 'previewFilterChain');

export const FilterConfig: Story = {
  args: { typename: 'Surface', action: 'filterConfig', records: [mainView], fixtures: { answers: { previewFilterChain: previewAnswer } } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Filter Config Central Court 1 main view');
    for (const label of ['Defish amount', 'Defish output width', 'Rotate (degrees)'])
      await expect(d.getByLabelText(labelled(label))).toBeInTheDocument();
    // The crop area is drawn on the 1280x720 rectangle editor.
    await expect(await d.findByRole('group', { name: 'Crop area (1280x720)' })).toBeInTheDocument();
    // Spec 002 §9: the defish amount starts at 0.6.
    await expect(d.getByLabelText(/^Defish amount/)).toHaveValue(0.6);
    const preview = within(d.getByRole('region', { name: 'Preview' }));
    // The first preview: the camera's frame through the initial values.
    await waitFor(() => expect(preview.getByRole('img', { name: 'Filter preview' })).toHaveAttribute('src', `data:image/png;base64,${PIXEL}`), {
      timeout: 5000,
    });
    await expect(preview.getByLabelText('ffmpeg filter chain')).toHaveTextContent('scale=1280:720,defish=0.6,rotate=null');
    const [first] = await previews(canvasElement, 1);
    await expect(first.params).toEqual({
      cameraId: '1600',
      filterDefishAmount: 0.6,
      filterDefishOutwidth: null,
      filterRotateDegrees: null,
      filterCropArea: null,
    });
    // Two changes within the second: one request, with both values, once they have settled.
    await fill(canvasElement, d, { 'Defish amount': '1.2', 'Rotate (degrees)': '-3.5' });
    await waitFor(() => expect(preview.getByLabelText('ffmpeg filter chain')).toHaveTextContent('defish=1.2,rotate=-3.5'), { timeout: 5000 });
    const sent = await previews(canvasElement, 2);
    await expect(sent).toHaveLength(2);
    await expect(sent[1].params).toMatchObject({ filterDefishAmount: 1.2, filterRotateDegrees: -3.5 });
    // Values out of the bounds of spec 002 §5 are refused before saving.
    await fill(canvasElement, d, { 'Defish amount': '3.5', 'Defish output width': '10001', 'Rotate (degrees)': '-181' });
    await expect(await blockedMessages(canvasElement, d, 'Filter Config')).toEqual([
      'Defish amount must be at most 3',
      'Defish output width must be at most 10000',
      'Rotate (degrees) must be at least -180',
    ]);
  },
};

export const FilterConfigPreviewFails: Story = {
  args: { typename: 'Surface', action: 'filterConfig', records: [mainView], fixtures: { answers: { previewFilterChain: previewAnswer } } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Filter Config Central Court 1 main view');
    await fill(canvasElement, d, { 'Rotate (degrees)': '99' });
    const preview = within(d.getByRole('region', { name: 'Preview' }));
    const alert = await preview.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(PREVIEW_FAILED);
    await expect(alert).toHaveTextContent('ffmpeg failed (exit 1): Invalid argument');
    await expect(preview.queryByRole('img')).toBeNull();
  },
};

const encodingConfig: Story = {
  args: { typename: 'Surface', action: 'encodingConfig', records: [mainView] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Encoding Config Central Court 1 main view');
    // Spec 002 §9: the initial billboard height and sphere camera field of view.
    await expect(d.getByLabelText(labelled('Advertising billboard height (pixels)'))).toHaveValue(80);
    await expect(d.getByLabelText(labelled('Sphere camera FOV horizontal (degrees)'))).toHaveValue(50);
    const sphere = within(d.getByRole('region', { name: 'Sphere configuration' }));
    await expect(sphere.getByRole('alert')).toHaveTextContent(SPHERE_MISSING);
    const angles = (): unknown[] =>
      ['FOV horizontal (degrees)', 'FOV vertical (degrees)', 'Pitch (degrees)', 'Roll (degrees)', 'Sphere camera pitch (degrees)'].map(
        (label) => (d.getByLabelText(labelled(label)) as HTMLInputElement).valueAsNumber,
      );
    await userEvent.click(sphere.getByRole('button', { name: 'Dome' }));
    await waitFor(() => expect(angles()).toEqual([130, 90, -20, 0, -20]));
    await expect(sphere.queryByRole('alert')).toBeNull();
    await userEvent.click(sphere.getByRole('button', { name: '180 camera' }));
    await waitFor(() => expect(angles()).toEqual([180, 90, -40, 0, -25]));
    // One angle missing brings the notice back.
    await fill(canvasElement, d, { 'Roll (degrees)': '' });
    await expect(await sphere.findByRole('alert')).toHaveTextContent(SPHERE_MISSING);
    // Every numeric bound of spec 002 §5, refused before saving.
    await fill(canvasElement, d, {
      'FOV horizontal (degrees)': '361',
      'FOV vertical (degrees)': '-1',
      'Pitch (degrees)': '-91',
      'Roll (degrees)': '90.5',
      'Sphere camera pitch (degrees)': '91',
      'Sphere camera FOV horizontal (degrees)': '91',
      'Max zoom': '5.1',
      'Macro frame vertical balance': '1.5',
      'Advertising billboard height (pixels)': '121',
      'Advertising billboard angle': '-0.1',
      'Advertising billboard scroll speed': '2',
      'Court length (m)': '4',
      'Court width (m)': '21',
    });
    await expect(await blockedMessages(canvasElement, d, 'Encoding Config')).toEqual([
      'FOV horizontal (degrees) must be at most 360',
      'FOV vertical (degrees) must be at least 0',
      'Pitch (degrees) must be at least -90',
      'Roll (degrees) must be at most 90',
      'Sphere camera pitch (degrees) must be at most 90',
      'Sphere camera FOV horizontal (degrees) must be at most 90',
      'Max zoom must be at most 5',
      'Macro frame vertical balance must be at most 1',
      'Advertising billboard height (pixels) must be at most 120',
      'Advertising billboard angle must be at least 0',
      'Advertising billboard scroll speed must be at most 1',
      'Court length (m) must be at least 5',
      'Court width (m) must be at most 20',
    ]);
    await fill(canvasElement, d, {
      'Sphere camera FOV horizontal (degrees)': '50',
      'Max zoom': '5',
      'Macro frame vertical balance': '1',
      'Advertising billboard height (pixels)': '120',
      'Advertising billboard angle': '0',
      'Advertising billboard scroll speed': '1',
      'Court length (m)': '40',
      'Court width (m)': '5',
      'Projection shape': 'Sphere',
    });
    await userEvent.click(sphere.getByRole('button', { name: 'Dome' }));
    await waitFor(() => expect(angles()).toEqual([130, 90, -20, 0, -20]));
    const sent = await submitAndSend(canvasElement, d, 'Encoding Config');
    if (!isOperationSent(sent)) throw new Error(`Encoding Config sent a record write: ${JSON.stringify(sent)}`);
    await expect(sent.operation).toBe('surfaceEncodingConfigUpdate');
    await expect(sent.params).toMatchObject({
      surfaceId: '1300',
      projectionShape: 'sphere',
      fovHorizontalDegrees: 130,
      fovVerticalDegrees: 90,
      pitchDegrees: -20,
      rollDegrees: 0,
      sphereCameraPitchDegrees: -20,
      sphereCameraFovHorizontalDegrees: 50,
      maxZoom: 5,
      advertisingBillboardHeight: 120,
      courtLength: 40,
      courtWidth: 5,
    });
  },
};
export const EncodingConfigOpened = opened(encodingConfig);
export const EncodingConfigFilled = filled(encodingConfig);
export const EncodingConfigInvalid = invalid(encodingConfig);
export const EncodingConfigRefused = refused(encodingConfig);
export const EncodingConfigBusy = busy(encodingConfig);
export const EncodingConfigSubmits = encodingConfig;
