/**
 * The live stream widget's operation (spec 000 §3.1, §7.1): its state by the link's uuid, polled every 3 s.
 * Exactly one of live, upcoming, finished and cancelled is true (src/server/features/publicPages/liveStreamWidget.ts
 * says when); liveHlsUrl is given only while the stream is live and not blocked (its organisation's Video Block).
 */
export const sdl = /* GraphQL */ `
  type LiveStreamWidget {
    id: ID!
    live: Boolean!
    upcoming: Boolean!
    finished: Boolean!
    cancelled: Boolean!
    liveHlsUrl: String
    audioEnabled: Boolean!
    "The organisation has stopped all video (its Video Block): the stream is not shown."
    blocked: Boolean!
  }

  extend type Query {
    "The live stream a widget link opens, or null for an unknown link."
    liveStreamWidget(uuid: String!): LiveStreamWidget
  }
`;

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
