import { saveBlob } from '../../files/saveBlob.ts';
import type { FileAnswer } from './operationAnswer.ts';

/** The bytes of base64 text. */
export const bytesOf = (base64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** A data: URL of a file answer, for an <img> of an image an operation returned. */
export const dataUrlOf = ({ base64, mimeType }: FileAnswer): string => `data:${mimeType};base64,${base64}`;

/** Downloads a file an operation answered (a scoresheet PDF, a preview image) under its own name and type. */
export const downloadFile = (file: FileAnswer, doc: Document = document): void =>
  saveBlob(new Blob([bytesOf(file.base64)], { type: file.mimeType }), file.filename, doc);

/**
 * Downloads what a URL of this server serves (a stitched video under /readmin/files/): a link with
 * `download`, so the browser saves it (the file route answers it as an attachment) and the page stays.
 */
export const downloadUrl = (url: string, doc: Document = document): void => {
  const link = doc.createElement('a');
  link.href = url;
  link.download = '';
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
};
