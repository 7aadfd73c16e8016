import { CONSOLE_BASE } from '../../metadata/naming.ts';

/** What a file or image column holds: the blob's id and what the console shows of it (never its bytes). */
export interface StoredFileRef {
  blobId: string;
  name: string;
  size: number;
  type: string;
}

/** A file value holding its bytes inline, not a blob id (rows older than the blob table): served as a data: URL. */
interface InlineFile {
  name: string;
  size: number;
  base64: string;
}

export const isStoredRef = (v: unknown): v is StoredFileRef => typeof (v as StoredFileRef | null)?.blobId === 'string';
const isInline = (v: unknown): v is InlineFile => typeof (v as InlineFile | null)?.base64 === 'string';

export const FILES_BASE = `${CONSOLE_BASE}/files`;

/**
 * The file name in the URL is a label for people and for "save as"; the blob id alone finds the file (and
 * Content-Disposition names it from the record). 'thumbnail' is the thumbnail route's own segment.
 */
const urlName = (name: string): string => encodeURIComponent(name === 'thumbnail' ? 'thumbnail-file' : name);

/** Where the console loads a stored file from. */
export const fileUrl = (v: unknown): string | null => {
  if (isStoredRef(v)) return `${FILES_BASE}/${v.blobId}/${urlName(v.name)}`;
  if (isInline(v)) return `data:application/octet-stream;base64,${v.base64}`;
  return null;
};

/** A small picture of an image (or of a video's or document's first page, where sharp can read it). */
export const thumbnailUrl = (v: unknown, width?: number): string | null => {
  if (isStoredRef(v)) return `${FILES_BASE}/${v.blobId}/thumbnail${width ? `?width=${width}` : ''}`;
  return fileUrl(v);
};
