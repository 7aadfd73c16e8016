import type { GraphqlRequest } from '../../graphql/request.ts';

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
 * input's `video` path: params { id, meta: { typename, association } }. Answers { id, video }, video null
 * when the record has none or cannot be read.
 */
export const rangeVideoRequest = (params: { id: unknown; meta: { typename: string; association: string } }): GraphqlRequest => ({
  query: RANGE_VIDEO_QUERY,
  variables: { id: params.id, typename: params.meta.typename, association: params.meta.association },
  parseResponse: ({ data }) => {
    const owner = data.owner as { readminAssociationObjects?: Record<string, unknown>[] } | null;
    const found = owner?.readminAssociationObjects?.[0];
    const video: RangeVideo | null = found
      ? {
          durationSeconds: (found.durationSeconds as number | null) ?? null,
          playbackUrl: (found.playbackUrl as string | null) ?? null,
          clipUrl: (found.readminVideoUrl as string | null) ?? null,
        }
      : null;
    return { data: { id: params.id, video } };
  },
});
