/**
 * The score overlay as an SVG image (spec 000 §2.2 "overlay image"): a lower-third scoreboard with both
 * teams' names and scores and the period, drawn from the live scorer's stored state.
 */
export const LIVE_SCORER_OVERLAY_TYPE = 'image/svg+xml; charset=utf-8';

/** The overlay's address; the state in the query makes each new score a new image (no stale cached picture). */
export const liveScorerOverlayPath = (token: string, team1Score: number, team2Score: number, period: string): string =>
  `/live_scorer/${encodeURIComponent(token)}/overlay.svg?s=${team1Score}-${team2Score}-${encodeURIComponent(period)}`;

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export interface OverlayState {
  team1Display: string;
  team2Display: string;
  team1Score: number;
  team2Score: number;
  period: string;
}

export const renderLiveScorerOverlay = (s: OverlayState): string => {
  const team = (y: number, name: string, score: number) =>
    `<text x="20" y="${y}" font-size="26" fill="#fff">${escapeXml(name)}</text>` +
    `<text x="420" y="${y}" font-size="30" font-weight="700" fill="#fff" text-anchor="end">${score}</text>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="560" height="110" viewBox="0 0 560 110" font-family="Arial, Helvetica, sans-serif">',
    '<rect width="560" height="110" rx="10" fill="#101828" fill-opacity="0.9"/>',
    '<rect x="440" y="0" width="120" height="110" rx="10" fill="#d92d20"/>',
    team(45, s.team1Display, s.team1Score),
    team(90, s.team2Display, s.team2Score),
    `<text x="500" y="67" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(s.period)}</text>`,
    '</svg>',
  ].join('');
};
