import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adAsset } from '../testing/contentFixtures.ts';
import {
  blockedMessages,
  customActionSent,
  expectClosed,
  expectFields,
  fill,
  openDialog,
  requiredMessagesOf,
  submitAndSend,
} from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';
import { serverAnswers } from '../testing/serverAnswers.ts';

/**
 * Ad asset's dialogs (spec 001 §2, §5). Its own file: the Ad Asset form's behaviours (the name from the
 * file, the file filter by type, the rectangle editor) are changing, so these stories check the titles,
 * the required messages and the happy paths with today's fields only.
 */
const meta = { title: 'Dialogs/001 Organisation content/Ad asset', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const billboard = { ...adAsset, id: '701', readminName: 'Baseline Billboard', name: 'Baseline Billboard', assetType: 'billboard' };
const addAdAsset: Story = {
  args: { typename: 'AdAsset', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Ad Asset');
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Organisation is required', 'Asset type is required', 'Asset is required', 'Name is required']);
    await expect(empty).toEqual(requiredMessagesOf('AdAsset', 'create'));
    await fill(canvasElement, d, {
      Organisation: 'Hoops League',
      'Asset type': 'Billboard',
      Asset: new File([PNG], 'baseline.png', { type: 'image/png' }),
      Name: 'Baseline Billboard',
    });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toMatchObject({
      method: 'create',
      resource: 'ad_assets',
      params: {
        data: {
          orgId: '10',
          assetType: 'billboard',
          name: 'Baseline Billboard',
          assetUploader: { name: 'baseline.png', size: 8, base64: btoa(String.fromCharCode(...PNG)) },
        },
      },
    });
    await expectClosed(canvasElement);
  },
};
export const AddAdAssetEmpty = opened(addAdAsset);
export const AddAdAssetFilled = filled(addAdAsset);
export const AddAdAssetInvalid = invalid(addAdAsset);
export const AddAdAssetRefused = refused(addAdAsset);
export const AddAdAssetBusy = busy(addAdAsset);
export const AddAdAssetSubmits = addAdAsset;

const editAdAsset: Story = {
  args: { typename: 'AdAsset', action: 'edit', records: [adAsset] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Courtside Banner');
    await fill(canvasElement, d, { Name: '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Name is required']);
    await fill(canvasElement, d, { Name: 'Courtside Banner 2027' });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toMatchObject({ method: 'update', resource: 'ad_assets', params: { id: '700', data: { name: 'Courtside Banner 2027' } } });
    await expectClosed(canvasElement);
  },
};
export const EditAdAssetOpened = opened(editAdAsset);
export const EditAdAssetFilled = filled(editAdAsset);
export const EditAdAssetInvalid = invalid(editAdAsset);
export const EditAdAssetRefused = refused(editAdAsset);
export const EditAdAssetBusy = busy(editAdAsset);
export const EditAdAssetSubmits = editAdAsset;

const deleteAdAsset: Story = {
  args: { typename: 'AdAsset', action: 'delete', records: [adAsset] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Delete Courtside Banner');
    await expect(d.getByText('Delete the selected ad assets? They are removed from every preset and court.')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Delete')).toEqual({ method: 'delete', resource: 'ad_assets', params: { id: '700' } });
    await expectClosed(canvasElement);
  },
};
export const DeleteAdAssetOpened = opened(deleteAdAsset);
export const DeleteAdAssetRefused = refused(deleteAdAsset);
export const DeleteAdAssetBusy = busy(deleteAdAsset);
export const DeleteAdAssetSubmits = deleteAdAsset;

const previewEmail: Story = {
  args: { typename: 'AdAsset', action: 'previewEmail', records: [adAsset] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Preview Email Courtside Banner');
    await expectFields(d, ['Email']);
    await expect(d.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await fill(canvasElement, d, { Email: '' });
    await expect(await blockedMessages(canvasElement, d, 'Send')).toEqual(['Email is required']);
    await fill(canvasElement, d, { Email: 'ops@' });
    await expect(await blockedMessages(canvasElement, d, 'Send')).toEqual(['Email must be an email address']);
    await fill(canvasElement, d, { Email: 'ops@hoops.example' });
    const sent = await submitAndSend(canvasElement, d, 'Send');
    await expect(sent).toEqual(customActionSent('adAssetsPreviewEmail', { adAssetIds: ['700'], previewEmail: 'ops@hoops.example' }));
    await expectClosed(canvasElement);
  },
};
export const PreviewEmailOpened = opened(previewEmail);
export const PreviewEmailFilled = filled(previewEmail);
export const PreviewEmailInvalid = invalid(previewEmail);
export const PreviewEmailRefused = refused(previewEmail);
export const PreviewEmailBusy = busy(previewEmail);
export const PreviewEmailSubmits = previewEmail;

export const CourtPreview: Story = {
  args: {
    typename: 'AdAsset',
    action: 'courtPreview',
    records: [billboard],
    fixtures: {
      answers: serverAnswers('AdAsset', 'adAssetPreviewMotioncrop', {
        jpgImageBase64: btoa(String.fromCharCode(...PNG)),
        mimeType: 'image/png',
        filename: 'court-preview.png',
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Court Preview Baseline Billboard');
    await expectFields(d, ['Court']);
    await expect(await blockedMessages(canvasElement, d, 'Preview')).toEqual(['Court is required']);
    await fill(canvasElement, d, { Court: 'Central Court 1' });
    const sent = await submitAndSend(canvasElement, d, 'Preview');
    await expect(sent).toEqual(customActionSent('adAssetPreviewMotioncrop', { adAssetId: '701', courtId: '3' }));
    const result = await d.findByRole('region', { name: 'Result' });
    await expect(await within(result).findByRole('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
  },
};
