/**
 * The live stream widget's operation (spec 000 §3.1, §7.1): its state by the link's uuid, polled every 3 s.
 * Exactly one of live, upcoming, finished and cancelled is true (src/server/features/publicPages/liveStreamWidget.ts
 * says when); liveHlsUrl is given only while the stream is live and not blocked (its organisation's Video Block).
 * The server's SDL for it is in src/server/features/publicPages/schema.graphql.
 */
export const LIVE_STREAM_WIDGET_QUERY = /* GraphQL */ `
  query LiveStreamWidget($uuid: String!) {
    liveStreamWidget(uuid: $uuid) {
      id
      live
      upcoming
      finished
      cancelled
      liveHlsUrl
      audioEnabled
      blocked
    }
  }
`;

export interface LiveStreamWidget {
  id: string;
  live: boolean;
  upcoming: boolean;
  finished: boolean;
  cancelled: boolean;
  liveHlsUrl: string | null;
  audioEnabled: boolean;
  blocked: boolean;
}
