import { describe, expect, it } from 'vitest';
import { HLS_FILE, hlsContentProblem, segmentsToDrop } from '../../src/server/features/liveStreams/liveHls.ts';
import { filesOfLastPlaylist } from '../../src/server/features/liveStreams/liveHlsSweep.ts';
import { wholePlaylist, withoutKey } from '../../scripts/venueAgent/liveStreams.ts';

const playlist = (first: number, count: number) =>
  Buffer.from(
    [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:2',
      `#EXT-X-MEDIA-SEQUENCE:${first}`,
      ...Array.from({ length: count }, (_, i) => `#EXTINF:2.0,\nseg${first + i}.ts`),
    ].join('\n'),
  );

/** What a venue server may upload as a stream's HLS, and which old segments a playlist lets go of. */
describe('live HLS files', () => {
  it('takes plain .m3u8 and .ts names only', () => {
    for (const good of ['index.m3u8', 'seg12.ts', 'cam-1_720p.ts']) expect(HLS_FILE.test(good)).toBe(true);
    for (const bad of ['../index.m3u8', 'a/b.ts', '.hidden.ts', 'seg.mp4', 'index.m3u8.tmp', 'a b.ts', `${'a'.repeat(70)}.ts`])
      expect(HLS_FILE.test(bad)).toBe(false);
  });

  it('refuses a playlist that names anything but files beside it, and a segment that is not MPEG-TS', () => {
    expect(hlsContentProblem('index.m3u8', playlist(0, 3))).toBeNull();
    expect(hlsContentProblem('index.m3u8', Buffer.from('<html>'))).toMatch(/does not start with #EXTM3U/);
    expect(hlsContentProblem('index.m3u8', Buffer.from('#EXTM3U\n#EXTINF:2,\nhttps://elsewhere.example/x.ts\n'))).toMatch(/elsewhere/);
    expect(hlsContentProblem('index.m3u8', Buffer.from('#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="https://keys.example/k"\n'))).toMatch(
      /keys\.example/,
    );
    const packets = Buffer.alloc(188 * 3);
    packets[0] = packets[188] = packets[376] = 0x47;
    expect(hlsContentProblem('seg0.ts', packets)).toBeNull();
    expect(hlsContentProblem('seg0.ts', packets.subarray(0, 200))).toMatch(/MPEG-TS/);
    expect(hlsContentProblem('seg0.ts', Buffer.alloc(188))).toMatch(/MPEG-TS/);
  });

  it('drops the segments a whole window behind the playlist, keeping one window players may still read', () => {
    expect(segmentsToDrop(playlist(0, 6))).toEqual([]);
    expect(segmentsToDrop(playlist(7, 6))).toEqual(['seg0.ts']);
    expect(segmentsToDrop(playlist(20, 6))).toEqual(['seg8.ts', 'seg9.ts', 'seg10.ts', 'seg11.ts', 'seg12.ts', 'seg13.ts']);
  });

  it('the agent uploads only a playlist ffmpeg has finished writing', () => {
    const whole = '#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:4\n#EXTINF:2.000000,\nseg4.ts\n#EXTINF:2.000000,\nseg5.ts\n';
    expect(wholePlaylist(whole)).toBe(true);
    expect(wholePlaylist(`${whole}#EXT-X-ENDLIST\n`)).toBe(true);
    for (let cut = 1; cut < whole.length; cut++) {
      const part = whole.slice(0, cut);
      // A cut playlist passes only where it ends a whole entry: a shorter playlist, still true to the segments.
      if (wholePlaylist(part)) expect(part).toMatch(/seg4\.ts\n$/);
    }
  });

  it("an ended stream's last playlist accounts for itself, its segments and the window before them", () => {
    expect(filesOfLastPlaylist('index.m3u8', playlist(20, 3))).toEqual([
      'index.m3u8',
      'seg17.ts',
      'seg18.ts',
      'seg19.ts',
      'seg20.ts',
      'seg21.ts',
      'seg22.ts',
    ]);
    expect(filesOfLastPlaylist('index.m3u8', playlist(1, 3))).toEqual(['index.m3u8', 'seg0.ts', 'seg1.ts', 'seg2.ts', 'seg3.ts']);
  });

  it("leaves an RTMP output's stream key out of the agent's log", () => {
    expect(withoutKey('rtmp://live.example.com/app/secret-key')).toBe('rtmp://live.example.com/app/…');
  });
});
