import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../auth/currentUser.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { orgAdmin, platformAdmin } from '../testing/fixtures.ts';
import { registry } from '../testing/allTypes.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import ActionDialog from './ActionDialog.tsx';
import { dialogDataProvider } from './testing/dialogFixtures.ts';

afterEach(cleanup);

type Row = Record<string, unknown> & { id: string };

const MODELS = [
  { id: '1', readminName: 'Axis P1468-LE', manufacturer: 'Axis', model: 'P1468-LE', supportsH265: true },
  { id: '2', readminName: 'Axis M1065-L', manufacturer: 'Axis', model: 'M1065-L', supportsH265: false },
];
const camera = (id: string, modelId: string, captureH265: boolean): Row => ({
  id,
  readminName: `cam-${id}`,
  cameraId: `cam-${id}`,
  venue: { id: '10', readminName: 'Central Arena' },
  cameraModel: { id: modelId, readminName: MODELS.find((m) => m.id === modelId)!.readminName },
  ipAddress: '10.0.0.1',
  enabled: true,
  allowLiveStreams: true,
  captureH265,
});

const renderAction = (
  typename: string,
  actionName: string,
  records: Row[],
  { user = platformAdmin as CurrentUser, rows = {} as Record<string, Row[]> } = {},
) => {
  const type = registry.types[typename];
  const action = type.actions.find((a) => a.name === actionName)!;
  const dataProvider = dialogDataProvider({ rows: { camera_models: MODELS, venues: [{ id: '10', readminName: 'Central Arena' }], ...rows } });
  const onDone = vi.fn();
  render(
    <StoryAdmin user={user} path={`/readmin/${type.route}`} dataProvider={dataProvider}>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('UTC')}>
        <ActionDialog type={type} action={action} records={records} onClose={() => undefined} onDone={onDone} />
      </DisplayTimeZoneContext.Provider>
    </StoryAdmin>,
  );
  return { dataProvider, onDone };
};
const dialog = async (name: RegExp) => within(await screen.findByRole('dialog', { name }));
const checkbox = (d: ReturnType<typeof within>, label: string) => d.getByLabelText(label) as HTMLInputElement;
const H265_OFF = 'Capture H.265 is off: the camera model does not support H.265.';

describe("a camera's H.265 capture reads its model (fixedWhen over cameraModel.supportsH265)", () => {
  it('is on and editable for a model with H.265, and turns off and disabled, saying why, when a model without it is picked', async () => {
    const record = camera('5', '1', true);
    const { dataProvider, onDone } = renderAction('Camera', 'edit', [record], { rows: { cameras: [record] } });
    const d = await dialog(/^Edit Settings cam-5/);
    // The model is loaded through the data provider; until then the rule reads no model.
    await waitFor(() => expect(checkbox(d, 'Capture H.265').disabled).toBe(false));
    expect(dataProvider.calls.filter((c) => c.method === 'getOne' && c.resource === 'camera_models').map((c) => c.params)).toEqual([{ id: '1' }]);
    expect(checkbox(d, 'Capture H.265').checked).toBe(true);
    expect(d.queryByText(H265_OFF)).toBeNull();

    const model = await d.findByRole('combobox', { name: /^Camera model/ });
    act(() => model.focus());
    fireEvent.change(model, { target: { value: 'M1065' } });
    fireEvent.keyDown(model, { key: 'ArrowDown' });
    // Pick from the search's answer, not from the list shown before it (a late answer would redraw the list
    // under the click on a busy machine).
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Axis M1065-L']));
    fireEvent.click(screen.getByRole('option', { name: 'Axis M1065-L' }));
    await waitFor(() => expect((model as HTMLInputElement).value).toBe('Axis M1065-L'));
    await waitFor(() => expect(checkbox(d, 'Capture H.265').disabled).toBe(true));
    expect(checkbox(d, 'Capture H.265').checked).toBe(false);
    expect(d.getByText(H265_OFF)).toBeTruthy();

    // The model is sent; the fixed field is not (the server writes it off, as the dialog shows).
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const update = dataProvider.calls.find((c) => c.method === 'update')!.params as { data: Record<string, unknown> };
    expect(update.data).toMatchObject({ cameraModelId: '2' });
    expect(update.data).not.toHaveProperty('captureH265');
  });

  it('opens off and disabled for a camera whose model lacks H.265, and disabled in a batch edit with one such camera', async () => {
    renderAction('Camera', 'edit', [camera('6', '2', true)]);
    let d = await dialog(/^Edit Settings cam-6/);
    await waitFor(() => expect(checkbox(d, 'Capture H.265').disabled).toBe(true));
    expect(checkbox(d, 'Capture H.265').checked).toBe(false);
    expect(d.getByText(H265_OFF)).toBeTruthy();
    cleanup();

    // One of the two models lacks it: disabled, each camera keeping its own value (half-ticked), saying for how many.
    renderAction('Camera', 'edit', [camera('7', '1', true), camera('8', '2', false)]);
    d = await dialog(/^Edit Settings 2 Cameras/);
    await waitFor(() => expect(d.getByText(`${H265_OFF} That holds for 1 of the 2 selected records`, { exact: false })).toBeTruthy());
    expect(checkbox(d, 'Capture H.265').disabled).toBe(true);
    expect(checkbox(d, 'Capture H.265').getAttribute('data-indeterminate')).toBe('true');
  });
});

describe('the ad asset form (spec 001 §5)', () => {
  const chooseFile = async (d: ReturnType<typeof within>, name: string, type: string) => {
    const file = new File([new Uint8Array([1, 2, 3])], name, { type });
    fireEvent.change(d.getByLabelText('Asset'), { target: { files: [file] } });
    await waitFor(() => expect(d.getByText(new RegExp(`^${name.replace(/[.*]/g, '\\$&')} \\(`))).toBeTruthy());
  };

  it('filters files by asset type, names the asset after the file and clears the file when the type changes', async () => {
    renderAction('AdAsset', 'create', [], { user: orgAdmin as CurrentUser });
    const d = await dialog(/^Add Ad Asset/);
    await d.findByLabelText('Asset');
    const accept = () => (d.getByLabelText('Asset') as HTMLInputElement).accept;
    expect(accept()).toBe('image/*');
    fireEvent.change(d.getByLabelText(/^Asset type/), { target: { value: 'video_overlay' } });
    await waitFor(() => expect(accept()).toBe('image/*,video/*'));

    await chooseFile(d, 'Summer promo.final.mp4', 'video/mp4');
    expect((d.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Summer promo.final');
    // A name the user typed stays when another file is chosen.
    fireEvent.change(d.getByLabelText(/^Name/), { target: { value: 'My overlay' } });
    await chooseFile(d, 'other.png', 'image/png');
    expect((d.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('My overlay');

    fireEvent.change(d.getByLabelText(/^Asset type/), { target: { value: 'billboard' } });
    await waitFor(() => expect(d.queryByText(/^other\.png \(/)).toBeNull());
    expect(accept()).toBe('image/*');
  });

  it("opens Preview Email with the signed-in user's address", async () => {
    const banner = { id: '3', readminName: 'Banner', assetType: 'game_email_banner', assetUploader: { name: 'b.png', size: 3, url: '/b.png' } };
    renderAction('AdAsset', 'previewEmail', [banner], { user: orgAdmin as CurrentUser });
    const d = await dialog(/^Preview Email/);
    expect((d.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(orgAdmin.email);
  });
});
