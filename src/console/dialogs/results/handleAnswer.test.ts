import { describe, expect, it } from 'vitest';
import { handleAnswer, URL_COPIED, type AnswerEffects } from './handleAnswer.ts';
import type { FileAnswer, OperationAnswer } from './operationAnswer.ts';

/** Effects that remember what they were asked to do; the clipboard accepts or refuses as told. */
const effects = (clipboardWorks = true) => {
  const seen = { notes: [] as string[], downloads: [] as FileAnswer[], copied: [] as string[], opened: [] as string[] };
  const fx: AnswerEffects = {
    notify: (message) => void seen.notes.push(message),
    download: (file) => void seen.downloads.push(file),
    copy: async (text) => {
      if (clipboardWorks) seen.copied.push(text);
      return clipboardWorks;
    },
    open: (url) => void seen.opened.push(url),
  };
  return { fx, seen };
};

const pdf: OperationAnswer = { kind: 'file', base64: 'JVBERi0=', mimeType: 'application/pdf', filename: 'scoresheet-7.pdf' };

describe('handleAnswer: an answer is handled by its kind', () => {
  it('none and records: done; a single record is left to the dialog to navigate to', async () => {
    const { fx, seen } = effects();
    expect(await handleAnswer({ kind: 'none' }, 'Enable', fx)).toEqual({});
    expect(await handleAnswer({ kind: 'records', records: [{ id: '7' }] }, 'Update Score', fx)).toEqual({ record: { id: '7' } });
    expect(await handleAnswer({ kind: 'records', records: [{ id: '7' }, { id: '8' }] }, 'Enable', fx)).toEqual({});
    expect(seen.notes).toEqual(['Enable: done', 'Update Score: done', 'Enable: done']);
  });

  it('file: downloaded under its name, nothing left to show', async () => {
    const { fx, seen } = effects();
    expect(await handleAnswer(pdf, 'Download Scoresheet', fx)).toEqual({});
    expect(seen.downloads).toEqual([pdf]);
    expect(seen.notes).toEqual(['scoresheet-7.pdf downloaded']);
  });

  it("url: copied with 'URL copied to clipboard.', or shown as a link when the clipboard refuses", async () => {
    const url: OperationAnswer = { kind: 'url', url: 'https://example.com/p/1' };
    const works = effects();
    expect(await handleAnswer(url, 'Portal', works.fx)).toEqual({});
    expect(works.seen).toMatchObject({ copied: ['https://example.com/p/1'], notes: [URL_COPIED] });
    const refused = effects(false);
    expect(await handleAnswer(url, 'Portal', refused.fx)).toEqual({ shown: { kind: 'url', url: 'https://example.com/p/1' } });
    expect(refused.seen.notes).toEqual([]);
  });

  it("url declared open: downloaded, not copied; no URL: the operation's empty message as a warning", async () => {
    const { fx, seen } = effects();
    const stitched: OperationAnswer = {
      kind: 'url',
      url: '/readmin/files/abc/highlights-2.mp4',
      open: true,
      emptyMessage: 'There is no video to download.',
    };
    expect(await handleAnswer(stitched, 'Download Video', fx)).toEqual({});
    expect(seen).toMatchObject({ opened: ['/readmin/files/abc/highlights-2.mp4'], copied: [], notes: ['Download Video: download started'] });
    expect(await handleAnswer({ ...stitched, url: null }, 'Download Video', fx)).toEqual({});
    expect(seen.opened).toHaveLength(1);
    expect(seen.notes[1]).toBe('There is no video to download.');
  });

  it('value and image: left to the dialog to show; a message: a notification', async () => {
    const { fx, seen } = effects();
    const value: OperationAnswer = { kind: 'value', label: 'Passphrase', text: 'maple-otter-canyon', copiedMessage: 'Password copied to clipboard' };
    expect(await handleAnswer(value, 'Generate Passphrase', fx)).toEqual({ shown: value });
    const image: OperationAnswer = { ...(pdf as FileAnswer), kind: 'image', mimeType: 'image/jpeg', filename: 'preview.jpg' };
    expect(await handleAnswer(image, 'Preview', fx)).toEqual({ shown: image });
    expect(seen.copied).toEqual([]); // nothing is copied until the user asks
    expect(await handleAnswer({ kind: 'message', message: 'Refetch has been issued.' }, 'Re-check', fx)).toEqual({});
    expect(seen.notes).toEqual(['Refetch has been issued.']);
  });
});
