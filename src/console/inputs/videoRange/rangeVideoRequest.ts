import type { ConsoleRequest } from '../../operations/consoleRequest.ts';

/** The video a range is cut from: its recorded length, and what can play it (HLS playback, the stored clip). */
export interface RangeVideo {
  durationSeconds: number | null;
  playbackUrl: string | null;
  /** The record's display video (Video: its preview clip), served by the file route. */
  clipUrl: string | null;
}

/** The query, exported so that a test checks it against the generated schema. */
export const RANGE_VIDEO_QUERY = `query ReadminRangeVideo($typename: String!, $id: ID!, $association: String!) {
  owner: readminObject(typename: $typename, id: $id) {
    id
    readminAssociationObjects(associationName: $association, limit: 1) { id readminVideoUrl ... on Video { durationSeconds playbackUrl } }
  }
}`;

/**
 * The video of the record a range input's reference names (an incident's game → its video), by the
 * input's `video` path (typename and association of the record `id`); null when the record has none or
 * cannot be read.
 */
export const rangeVideoRequest = (params: { id: string; typename: string; association: string }): ConsoleRequest<RangeVideo | null> => ({
  query: RANGE_VIDEO_QUERY,
  variables: { id: params.id, typename: params.typename, association: params.association },
  parse: (data) => {
    const owner = data.owner as { readminAssociationObjects?: Record<string, unknown>[] } | null;
    const found = owner?.readminAssociationObjects?.[0];
    return found
      ? {
          durationSeconds: (found.durationSeconds as number | null) ?? null,
          playbackUrl: (found.playbackUrl as string | null) ?? null,
          clipUrl: (found.readminVideoUrl as string | null) ?? null,
        }
      : null;
  },
});
