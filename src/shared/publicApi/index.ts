import { sdl as liveStreamWidget } from './liveStreamWidget.ts';
import { sdl as teamRegistration } from './teamRegistration.ts';
import { sdl as passwordResetSdl } from './passwordReset.ts';
import { sdl as emailPreferencesSdl } from './emailPreferences.ts';
import { sdl as liveScorerSdl } from './liveScorer.ts';
import { sdl as originalVideoSdl } from './originalVideo.ts';

/**
 * The SDL of the public link pages' operations (spec 000 §7.1–7.2), one module per page in this folder,
 * each exporting its `sdl` beside the documents its page sends, so the two cannot drift apart (a unit test
 * validates every page's documents against the generated schema). Appended to the generated schema.
 */
export const PUBLIC_SDL: string[] = [liveScorerSdl, liveStreamWidget, originalVideoSdl, teamRegistration, passwordResetSdl, emailPreferencesSdl];
