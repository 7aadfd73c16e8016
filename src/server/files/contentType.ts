import sharp from 'sharp';

/** Images sharp decodes and every browser shows: what an image field accepts and what thumbnails are made of. */
const IMAGE_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** Other files by their first bytes (a client's declared type or file name is not believed). */
const SIGNATURES: { type: string; at: number; bytes: number[] }[] = [
  { type: 'application/pdf', at: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'video/webm', at: 0, bytes: [0x1a, 0x45, 0xdf, 0xa3] },
  { type: 'application/zip', at: 0, bytes: [0x50, 0x4b, 0x03, 0x04] },
];

const startsWith = (bytes: Buffer, at: number, sig: number[]) => sig.every((b, i) => bytes[at + i] === b);

/** ISO media files: 'ftyp' at offset 4; the brand says MP4 or QuickTime. */
const isoMedia = (bytes: Buffer): string | null => {
  if (bytes.toString('latin1', 4, 8) !== 'ftyp') return null;
  return bytes.toString('latin1', 8, 10) === 'qt' ? 'video/quicktime' : 'video/mp4';
};

const isText = (bytes: Buffer) => !bytes.subarray(0, 4096).includes(0) && Buffer.from(bytes.toString('utf8')).equals(bytes);

/** The image type sharp finds in the bytes, or null when they are not an image it can read. */
export const imageType = async (bytes: Buffer): Promise<string | null> => {
  if (!bytes.length) return null; // sharp throws at once on an empty buffer rather than rejecting
  const format = await sharp(bytes)
    .metadata()
    .then((m) => m.format)
    .catch(() => null);
  return (format && IMAGE_TYPES[format]) ?? null;
};

/** What the bytes are, from their content alone. */
export const sniffContentType = async (bytes: Buffer): Promise<string> =>
  (await imageType(bytes)) ??
  SIGNATURES.find((s) => startsWith(bytes, s.at, s.bytes))?.type ??
  isoMedia(bytes) ??
  (isText(bytes) ? 'text/plain' : 'application/octet-stream');

/** Whether a content type is one of an `accept` list ("image/*,video/*", "application/pdf"). */
export const accepts = (accept: string, contentType: string): boolean =>
  accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .some((a) => a === contentType || (a.endsWith('/*') && contentType.startsWith(a.slice(0, -1))));

export const isImageType = (contentType: string): boolean => Object.values(IMAGE_TYPES).includes(contentType);
