import type { AfterUpdate, BeforeCreate, RequestContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { invalidInput } from '../../errors.ts';
import type { NormalizedType } from '../../../metadata/normalized.ts';
import { connectedAccountOf, destinationsOf, FACEBOOK_PROFILES, YOUTUBE_CHANNELS, type DestinationService } from './destinations.ts';

/**
 * An output goes live on a destination of the account the user connected (spec 002 §3 ytChannelId, spec 001 §7
 * "Facebook profiles are read from the connected account"): the id written must be one the account's provider
 * lists now for the user writing it, never one typed in.
 */
const requireOwnDestination = async (ctx: RequestContext, trx: Db, type: NormalizedType, kind: DestinationService, column: string, id: string) => {
  const field = type.fields.find((f) => f.column === column)!;
  const label = kind.service.label;
  const account = await connectedAccountOf(trx, ctx.registry, kind, ctx.viewer!.userId);
  if (!account)
    throw invalidInput([
      { field: field.name, message: `${kind.notConnected} Connect your ${label} account first, on the live stream's ${label} Account tab.` },
    ]);
  const listed = await destinationsOf(kind, account).catch((e: unknown) => {
    throw invalidInput([{ field: field.name, message: e instanceof Error ? e.message : `${label} did not list the account's ${kind.nouns}.` }]);
  });
  if (!listed.some((d) => d.value === id))
    throw invalidInput([
      {
        field: field.name,
        message: `${field.label} '${id}' is not one of the ${kind.nouns} of your connected ${label} account (${account.name ?? account.externalId}).`,
      },
    ]);
};

const onCreate =
  (kind: DestinationService, column: string): BeforeCreate =>
  (ctx, trx, type, columns) =>
    requireOwnDestination(ctx, trx, type, kind, column, String(columns[column]));

const onUpdate =
  (kind: DestinationService, column: string): AfterUpdate =>
  async (ctx, trx, type, _targets, columns) => {
    if (column in columns) await requireOwnDestination(ctx, trx, type, kind, column, String(columns[column]));
  };

export const beforeCreateYtOutput = onCreate(YOUTUBE_CHANNELS, 'yt_channel_id');
export const beforeCreateFbOutput = onCreate(FACEBOOK_PROFILES, 'fb_profile_id');
export const afterUpdateFbOutput = onUpdate(FACEBOOK_PROFILES, 'fb_profile_id');
