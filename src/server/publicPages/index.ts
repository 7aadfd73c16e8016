import type { PublicApi } from './publicApi.ts';
import { liveStreamWidgetApi } from './liveStreamWidget.ts';
import { teamRegistrationApi } from './teamRegistration.ts';
import { passwordResetApi } from './passwordReset.ts';
import { emailPreferencesApi } from './emailPreferences.ts';
import { liveScorerApi } from './liveScorer.ts';
import { originalVideoApi } from './originalVideo.ts';

/** Every public page's resolvers (one module per page); the schema merges them and lets them through without a session. */
export const PUBLIC_APIS: PublicApi[] = [
  liveScorerApi,
  liveStreamWidgetApi,
  originalVideoApi,
  teamRegistrationApi,
  passwordResetApi,
  emailPreferencesApi,
];

export const publicOperationNames = (): string[] =>
  PUBLIC_APIS.flatMap((api) => [...Object.keys(api.Query ?? {}), ...Object.keys(api.Mutation ?? {})]);
