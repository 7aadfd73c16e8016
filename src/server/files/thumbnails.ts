import sharp from 'sharp';
import { isImageType } from './contentType.ts';

/**
 * The widths thumbnails come in: a requested width rounds up to one of these, so a client cannot make the
 * server render (and cache) a thumbnail per pixel. 200..600 is the console's grid card range.
 */
export const THUMBNAIL_WIDTHS = [200, 300, 400, 500, 600] as const;
export const DEFAULT_THUMBNAIL_WIDTH = 300;

export const thumbnailWidth = (requested: unknown): number => {
  const n = Number(requested);
  if (!Number.isFinite(n) || requested === undefined || requested === '') return DEFAULT_THUMBNAIL_WIDTH;
  return THUMBNAIL_WIDTHS.find((w) => w >= n) ?? THUMBNAIL_WIDTHS[THUMBNAIL_WIDTHS.length - 1];
};

export const THUMBNAIL_TYPE = 'image/webp';

/** A WebP of the image at the width (never wider than the original), or null when the blob is not an image. */
export const renderThumbnail = async (bytes: Buffer, contentType: string, width: number): Promise<Buffer | null> => {
  if (!isImageType(contentType)) return null;
  return sharp(bytes, { animated: false }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
};

/**
 * Thumbnails in memory, least recently used dropped first, bounded by bytes. Not a table: a thumbnail costs
 * milliseconds to render again, a blob never changes under its id (a new upload is a new blob), so nothing
 * goes stale, and each process keeping its own few megabytes is cheaper than writing every rendering to the
 * database. Browsers keep them too (Cache-Control, ETag).
 */
export class ThumbnailCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.length;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
