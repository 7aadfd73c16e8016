import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

/** Where a media tool comes from: the machine (Debian's package, or FFMPEG_PATH) or the npm package shipped with the project. */
export type MediaToolSource = 'system' | 'npm';

export interface MediaTool {
  path: string;
  source: MediaToolSource;
}

const executable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const onPath = (name: string): string | undefined =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name))
    .find(executable);

/** The binary an installer package ships for this platform (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe), if it installed one. */
const fromNpm = (pkg: string): string | undefined => {
  try {
    const { path } = createRequire(import.meta.url)(pkg) as { path: string };
    return executable(path) ? path : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A tool by its override (FFMPEG_PATH, FFPROBE_PATH), else the machine's, else the npm package's: a fresh
 * machine with nothing but Node has the last. MEDIA_TOOLS=npm skips the machine's, to run as such a machine does.
 */
const resolveTool = (name: 'ffmpeg' | 'ffprobe', override: string | undefined, pkg: string): MediaTool => {
  if (override) return { path: override, source: 'system' };
  const system = process.env.MEDIA_TOOLS === 'npm' ? undefined : onPath(name);
  if (system) return { path: system, source: 'system' };
  const shipped = fromNpm(pkg);
  // Neither: the bare name, so spawning it fails with ENOENT and the caller says the tool is not installed.
  return shipped ? { path: shipped, source: 'npm' } : { path: name, source: 'system' };
};

let tools: { ffmpeg: MediaTool; ffprobe: MediaTool } | undefined;

/** ffmpeg and ffprobe as this process runs them, resolved once. */
export const mediaTools = () =>
  (tools ??= {
    ffmpeg: resolveTool('ffmpeg', process.env.FFMPEG_PATH, '@ffmpeg-installer/ffmpeg'),
    ffprobe: resolveTool('ffprobe', process.env.FFPROBE_PATH, '@ffprobe-installer/ffprobe'),
  });
