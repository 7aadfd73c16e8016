/** The original video download page (spec 000 §2.4, §3.1, §4.2, §7.1). Its SDL: src/server/features/publicPages/schema.graphql. */
export const ORIGINAL_VIDEO_FORM_QUERY = `query OriginalVideoForm($uuid: String!) {
  originalVideoForm(uuid: $uuid) { id gameTitle courtTitle gamePlayedAt timeZone restoring blocked downloadUrl }
}`;

export interface OriginalVideoForm {
  id: string;
  gameTitle: string;
  courtTitle: string | null;
  gamePlayedAt: string | null;
  /** The game's organisation's time zone, which gamePlayedAt is shown in. */
  timeZone: string;
  restoring: boolean;
  blocked: boolean;
  downloadUrl: string | null;
}
