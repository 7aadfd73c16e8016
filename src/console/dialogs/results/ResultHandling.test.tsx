import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../testing/allTypes.ts';
import type { Call } from '../../testing/fixtureDataProvider.ts';
import { DialogStory, type DialogStoryProps } from '../testing/DialogStory.tsx';
import { gadgetOperation, gadgetWith, operationAction } from '../testing/gadget.ts';
import { watchDownloads } from '../testing/pageEffects.ts';
import { answerOf } from './operationAnswer.ts';

type Calls = { calls: Call[] };

/** jsdom has neither a clipboard nor object URLs: a clipboard that keeps its text, and URLs that keep their blobs. */
let clipboard: { text: string; refuse: boolean };
const blobs = new Map<string, Blob>();
beforeEach(() => {
  clipboard = { text: '', refuse: false };
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (clipboard.refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
        clipboard.text = text;
      },
    },
  });
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  blobs.clear();
});

const renderStory = (props: DialogStoryProps) => {
  let provider: (DataProvider & Calls) | undefined;
  render(<DialogStory {...props} override={(p) => (provider = p as DataProvider & Calls)} />);
  return { calls: () => provider!.calls };
};
const dialog = async (name: string | RegExp) => within(await screen.findByRole('dialog', { name }));
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('an action handles its answer by the kind its operation returns', () => {
  it('file: downloads the decoded bytes through an <a download> named as the answer says, of its type', async () => {
    const manual = gadgetOperation('gadgetManual', { kind: 'file', field: 'manualPdfBase64', mime: 'application/pdf' });
    const downloads = watchDownloads(document);
    try {
      renderStory({
        type: gadgetWith(manual),
        action: operationAction(manual, 'Download Manual'),
        fixtures: {
          answers: { gadgetManual: () => ({ kind: 'file', base64: btoa('%PDF-1.4\n'), mimeType: 'application/pdf', filename: 'manual-3.pdf' }) },
        },
      });
      fireEvent.click((await dialog('Download Manual Gadget 3')).getByRole('button', { name: 'Download Manual' }));
      expect(await screen.findByText('manual-3.pdf downloaded')).toBeTruthy();
      expect(downloads.started.map((d) => d.filename)).toEqual(['manual-3.pdf']);
      const blob = blobs.get(downloads.started[0].href)!;
      expect(blob.type).toBe('application/pdf');
      expect(await readBlob(blob)).toBe('%PDF-1.4\n');
      expect(await screen.findByText('Dialog closed')).toBeTruthy();
    } finally {
      downloads.stop();
    }
  });

  it("Generate Passphrase: sends the words and separator chosen, shows the passphrase, Copy writes it with 'Password copied to clipboard'", async () => {
    const Org = { ...registry.types.Org, route: 'orgs' };
    const operation = Org.operations.custom.generatePassphrase;
    let runs = 0;
    const { calls } = renderStory({
      type: Org,
      action: Org.actions.find((a) => a.mutation === 'generatePassphrase')!,
      records: [],
      fixtures: {
        answers: {
          generatePassphrase: (input) => {
            runs += 1;
            const words = Array.from({ length: Number(input.numberOfWords) }, (_, i) => `word${runs}${i}`);
            return answerOf(operation, { passphrase: words.join(input.separator === 'underscore' ? '_' : '-') });
          },
        },
      },
    });
    const d = await dialog('Generate Passphrase');
    expect((d.getByLabelText(/^Number of words/) as HTMLInputElement).value).toBe('3');
    fireEvent.change(d.getByLabelText(/^Number of words/), { target: { value: '5' } });
    fireEvent.change(d.getByLabelText(/^Separator/), { target: { value: 'underscore' } });
    fireEvent.click(d.getByRole('button', { name: 'Generate' }));
    const box = (await d.findByRole('textbox', { name: 'Passphrase' })) as HTMLTextAreaElement;
    expect(box.value).toBe('word10_word11_word12_word13_word14');
    expect(box.readOnly).toBe(true);
    expect(calls().find((c) => c.method === 'runOperation')).toEqual({
      method: 'runOperation',
      operation: 'generatePassphrase',
      params: { numberOfWords: 5, separator: 'underscore' },
    });
    fireEvent.click(d.getByRole('button', { name: 'Generate again' }));
    await waitFor(() => expect(box.value).toBe('word20_word21_word22_word23_word24'));
    fireEvent.click(d.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Password copied to clipboard')).toBeTruthy();
    expect(clipboard.text).toBe('word20_word21_word22_word23_word24');
  });

  it('url: copied with the spec message and done; shown as a link when the clipboard refuses', async () => {
    const portal = gadgetOperation('gadgetPortal', { kind: 'url', field: 'url' });
    const props = {
      type: gadgetWith(portal),
      action: operationAction(portal, 'Portal Link'),
      fixtures: { answers: { gadgetPortal: () => ({ kind: 'url' as const, url: 'https://example.com/portal/3' }) } },
    };
    renderStory(props);
    fireEvent.click((await dialog('Portal Link Gadget 3')).getByRole('button', { name: 'Portal Link' }));
    expect(await screen.findByText('URL copied to clipboard.')).toBeTruthy();
    expect(clipboard.text).toBe('https://example.com/portal/3');
    expect(await screen.findByText('Dialog closed')).toBeTruthy();
    cleanup();

    clipboard.refuse = true;
    renderStory(props);
    fireEvent.click((await dialog('Portal Link Gadget 3')).getByRole('button', { name: 'Portal Link' }));
    const link = await screen.findByRole('link', { name: 'https://example.com/portal/3' });
    expect(link.closest('[role="dialog"]')?.textContent).toMatch(/could not be copied/);
    expect(link.getAttribute('href')).toBe('https://example.com/portal/3');
    expect(screen.queryByText('URL copied to clipboard.')).toBeNull();
  });

  it('a message answer is a notification', async () => {
    const recheck = gadgetOperation('gadgetRecheck', { kind: 'value', field: 'message' });
    renderStory({
      type: gadgetWith(recheck),
      action: operationAction(recheck, 'Re-check'),
      fixtures: {
        answers: { gadgetRecheck: () => answerOf(recheck, { message: 'Refetch has been issued. Please check back in about 60 seconds.' }) },
      },
    });
    fireEvent.click((await dialog('Re-check Gadget 3')).getByRole('button', { name: 'Re-check' }));
    expect(await screen.findByText('Refetch has been issued. Please check back in about 60 seconds.')).toBeTruthy();
    expect(await screen.findByText('Dialog closed')).toBeTruthy();
  });
});
