import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { registry } from '../../testing/allTypes.ts';
import { apiPartners } from '../../testing/fixtures.ts';
import { DialogStory } from '../testing/DialogStory.tsx';
import { customActionSent, fill, openDialog, sentRequests } from '../testing/dialogPlay.ts';
import { gadgetOperation, gadgetWith, operationAction } from '../testing/gadget.ts';
import { focusPage, watchDownloads } from '../testing/pageEffects.ts';
import { answerOf } from './operationAnswer.ts';

/**
 * What an action does with its operation's answer, by the kind the operation declares: a value shown
 * with Copy, an image shown with Download, a file downloaded, a link when the clipboard refuses a URL.
 */
const meta = { title: 'Console/Dialogs/Results', component: DialogStory } satisfies Meta<typeof DialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);
const dialog = async (canvas: HTMLElement, name: string | RegExp) => within(await body(canvas).findByRole('dialog', { name }));

const serialKey = gadgetOperation('gadgetSerialKey', { kind: 'value', field: 'serialKey', copiedMessage: 'Serial key copied to clipboard' });
const snapshot = gadgetOperation('gadgetSnapshot', { kind: 'image', field: 'pngBase64', mime: 'image/png' });
const manual = gadgetOperation('gadgetManual', { kind: 'file', field: 'manualPdfBase64', mime: 'application/pdf' });
const portal = gadgetOperation('gadgetPortalUrl', { kind: 'url', field: 'url' });

/** A 2×2 red PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==';
const PDF_TEXT = '%PDF-1.4\n% Gadget 3 manual\n%%EOF\n';

/** A value: read-only and monospace, with Copy writing the clipboard and saying so in the operation's words. */
export const ValueWithCopy: Story = {
  args: {
    type: gadgetWith(serialKey),
    action: operationAction(serialKey, 'Show Serial Key'),
    fixtures: {
      answers: {
        gadgetSerialKey: () => ({ kind: 'value', label: 'Serial key', text: 'GDG-3-7Q2X-K9', copiedMessage: 'Serial key copied to clipboard' }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const confirm = await dialog(canvasElement, 'Show Serial Key Gadget 3');
    await userEvent.click(confirm.getByRole('button', { name: 'Show Serial Key' }));
    const shown = await dialog(canvasElement, 'Show Serial Key Gadget 3');
    const box = await shown.findByRole('textbox', { name: 'Serial key' });
    await expect(box).toHaveValue('GDG-3-7Q2X-K9');
    await expect(box).toHaveAttribute('readonly');
    await expect(getComputedStyle(box).fontFamily).toMatch(/monospace/);
    focusPage(canvasElement);
    await userEvent.click(shown.getByRole('button', { name: 'Copy' }));
    await expect(await body(canvasElement).findByText('Serial key copied to clipboard')).toBeInTheDocument();
    await expect(await navigator.clipboard.readText()).toBe('GDG-3-7Q2X-K9');
  },
};

/** An image: shown from a data: URL, with Download saving it under the answer's file name. */
export const Image: Story = {
  args: {
    type: gadgetWith(snapshot),
    action: operationAction(snapshot, 'Snapshot'),
    fixtures: { answers: { gadgetSnapshot: () => ({ kind: 'image', base64: PNG, mimeType: 'image/png', filename: 'gadget-3.png' }) } },
  },
  play: async ({ canvasElement }) => {
    const downloads = watchDownloads(canvasElement.ownerDocument);
    try {
      await userEvent.click((await dialog(canvasElement, 'Snapshot Gadget 3')).getByRole('button', { name: 'Snapshot' }));
      const shown = await dialog(canvasElement, 'Snapshot Gadget 3');
      const img = (await shown.findByRole('img', { name: 'gadget-3.png' })) as HTMLImageElement;
      await expect(img.src).toBe(`data:image/png;base64,${PNG}`);
      await waitFor(() => expect(img.naturalWidth).toBe(2));
      await userEvent.click(shown.getByRole('button', { name: 'Download' }));
      await expect(downloads.started.map((d) => d.filename)).toEqual(['gadget-3.png']);
    } finally {
      downloads.stop();
    }
  },
};

/** A file: downloaded at once under its name and type, then the dialog closes. */
export const File: Story = {
  args: {
    type: gadgetWith(manual),
    action: operationAction(manual, 'Download Manual'),
    fixtures: {
      answers: { gadgetManual: () => ({ kind: 'file', base64: btoa(PDF_TEXT), mimeType: 'application/pdf', filename: 'gadget-3-manual.pdf' }) },
    },
  },
  play: async ({ canvasElement }) => {
    const downloads = watchDownloads(canvasElement.ownerDocument, { read: true });
    try {
      await userEvent.click((await dialog(canvasElement, 'Download Manual Gadget 3')).getByRole('button', { name: 'Download Manual' }));
      await expect(await body(canvasElement).findByText('gadget-3-manual.pdf downloaded')).toBeInTheDocument();
      await expect(downloads.started.map((d) => d.filename)).toEqual(['gadget-3-manual.pdf']);
      await expect(await downloads.started[0].text).toBe(PDF_TEXT);
      await expect(await within(canvasElement).findByText('Dialog closed')).toBeInTheDocument();
    } finally {
      downloads.stop();
    }
  },
};

/** A URL the clipboard refuses: shown as a link to open or copy by hand. */
export const UrlWhenTheClipboardRefuses: Story = {
  args: {
    type: gadgetWith(portal),
    action: operationAction(portal, 'Portal Link'),
    fixtures: { answers: { gadgetPortalUrl: () => ({ kind: 'url', url: 'https://example.com/portal/3?token=abc' }) } },
  },
  play: async ({ canvasElement }) => {
    // A browser without a clipboard for this page (an insecure origin has none): shadow it for this story.
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await userEvent.click((await dialog(canvasElement, 'Portal Link Gadget 3')).getByRole('button', { name: 'Portal Link' }));
      const shown = await dialog(canvasElement, 'Portal Link Gadget 3');
      await expect(await shown.findByRole('link', { name: 'https://example.com/portal/3?token=abc' })).toHaveAttribute(
        'href',
        'https://example.com/portal/3?token=abc',
      );
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
    }
  },
};

const ApiCredential = registry.types.ApiCredential;
const issue = ApiCredential.operations.custom.issueApiCredential;
/** An API key as the server makes it: `<clientId>.<secret>`. */
const API_KEY = 'rk_Q3vX9aLm2TfK.8dE1uYq0Zr7sWbN4cJh6GxPkVt2mLa9oRe5iUy3BnDw';

/**
 * Issuing an API partner's credential (ApiCredential.json): the metadata's own action and operation. The
 * key is answered this once (only its secret's SHA-256 is stored): shown with Copy, gone when the dialog closes.
 */
export const IssuedApiKey: Story = {
  args: {
    type: ApiCredential,
    action: ApiCredential.actions.find((a) => a.mutation === 'issueApiCredential')!,
    records: [],
    fixtures: {
      rows: { api_partners: apiPartners.map((p) => ({ id: p.id, readminName: p.name ?? undefined })) },
      answers: { issueApiCredential: () => answerOf(issue, { apiKey: API_KEY }) },
    },
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Credential');
    await fill(canvasElement, d, { 'API Partner': 'Stats Partner', Name: 'Production sync' });
    await userEvent.click(d.getByRole('button', { name: 'Create' }));
    const [sent] = await sentRequests(canvasElement);
    await expect(sent).toEqual(customActionSent('issueApiCredential', { apiPartnerId: '50', name: 'Production sync' }));
    const result = within(await d.findByRole('region', { name: 'Result' }));
    const box = await result.findByRole('textbox', { name: 'API key' });
    await expect(result.getByText(/Copy the key now: it is shown this once\./)).toBeVisible();
    await expect(box).toHaveValue(API_KEY);
    await expect(box).toHaveAttribute('readonly');
    await expect(getComputedStyle(box).fontFamily).toMatch(/monospace/);
    focusPage(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Copy' }));
    await expect(await body(canvasElement).findByText('API key copied to clipboard.')).toBeInTheDocument();
    await expect(await navigator.clipboard.readText()).toBe(API_KEY);
    // Closed, the key is nowhere on the page: the console cannot show it again.
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await expect(await within(canvasElement).findByText('Dialog closed')).toBeInTheDocument();
    await expect(body(canvasElement).queryByDisplayValue(API_KEY)).toBeNull();
    await expect(canvasElement.ownerDocument.body.textContent).not.toContain(API_KEY.split('.')[1]);
  },
};
