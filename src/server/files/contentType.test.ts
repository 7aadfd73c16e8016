import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accepts, imageType, sniffContentType } from './contentType.ts';
import { ThumbnailCache, thumbnailWidth } from './thumbnails.ts';

describe('what a file is, from its bytes', () => {
  it('finds images with sharp and other files by their signatures', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect(await imageType(png)).toBe('image/png');
    expect(await sniffContentType(jpeg)).toBe('image/jpeg');
    expect(await sniffContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'))).toBe('image/svg+xml');
    expect(await sniffContentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(await sniffContentType(Buffer.from('\0\0\0\x18ftypisom\0\0\0\0', 'latin1'))).toBe('video/mp4');
    expect(await sniffContentType(Buffer.from('plain words'))).toBe('text/plain');
    expect(await sniffContentType(Buffer.from([0, 159, 146, 150]))).toBe('application/octet-stream');
    expect(await imageType(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(await imageType(Buffer.alloc(0))).toBeNull();
    expect(await sniffContentType(Buffer.alloc(0))).toBe('text/plain');
  });

  it('matches accept lists with wildcards', () => {
    expect(accepts('image/*,video/*', 'video/mp4')).toBe(true);
    expect(accepts('image/*', 'image/png')).toBe(true);
    expect(accepts('image/*', 'text/plain')).toBe(false);
    expect(accepts('application/pdf', 'application/pdf')).toBe(true);
    expect(accepts('image/png', 'image/jpeg')).toBe(false);
  });
});

describe('thumbnails', () => {
  it('round a requested width up to the fixed sizes', () => {
    expect([undefined, '', 'x', '1', '200', '201', '450', '600', '601', '-5'].map(thumbnailWidth)).toEqual([
      300, 300, 300, 200, 200, 300, 500, 600, 600, 200,
    ]);
  });

  it('drop the least recently used first when over their byte budget', () => {
    const cache = new ThumbnailCache(10);
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', Buffer.alloc(4));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    cache.set('huge', Buffer.alloc(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
