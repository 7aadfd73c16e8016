/** The original video download page (spec 000 §2.4, §3.1, §4.2, §7.1). */
export const sdl = /* GraphQL */ `
  """
  A game's original video as its download link (/original_videos/:uuid) offers it.
  """
  type OriginalVideoForm {
    id: ID!
    gameTitle: String!
    courtTitle: String
    """
    ISO 8601.
    """
    gamePlayedAt: String
    """
    The archived original is being restored (which may take up to 12 hours).
    """
    restoring: Boolean!
    """
    The organisation has stopped all video (its Video Block): nothing downloads until it is re-enabled.
    """
    blocked: Boolean!
    """
    Where the original downloads from; null while restoring or once archived.
    """
    downloadUrl: String
  }

  extend type Query {
    """
    The game of a download link; null for an unknown or expired link.
    """
    originalVideoForm(uuid: String!): OriginalVideoForm
  }
`;

export const ORIGINAL_VIDEO_FORM_QUERY = `query OriginalVideoForm($uuid: String!) {
  originalVideoForm(uuid: $uuid) { id gameTitle courtTitle gamePlayedAt restoring blocked downloadUrl }
}`;

export interface OriginalVideoForm {
  id: string;
  gameTitle: string;
  courtTitle: string | null;
  gamePlayedAt: string | null;
  restoring: boolean;
  blocked: boolean;
  downloadUrl: string | null;
}
