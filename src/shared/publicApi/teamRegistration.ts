/**
 * Team registration form (spec 000 §2.9, §3.1, §7.1–7.2). The form's historic players are submitted too:
 * the spec's input names players and supporters, and the page shows and edits historical players, so the
 * input takes `historicPlayers` as an optional extra list (left out, the stored list is kept as it was).
 * The server's SDL for it is in src/server/features/publicPages/schema.graphql.
 */
const FORM_FIELDS = `id expiresAt submittedAt teamName leagueNames orgTimeZone
  players { ...TeamRegistrationEntryFields } historicPlayers { ...TeamRegistrationEntryFields } supporters { ...TeamRegistrationEntryFields }`;
const ENTRY_FRAGMENT =
  'fragment TeamRegistrationEntryFields on TeamRegistrationEntry { playerNumber firstName lastName email phoneNumber birthdate }';

export const TEAM_REGISTRATION_FORM = `query TeamRegistrationForm($token: String!) { teamRegistrationForm(token: $token) { ${FORM_FIELDS} } } ${ENTRY_FRAGMENT}`;

export const TEAM_REGISTRATION_FORM_SUBMIT = `mutation TeamRegistrationFormSubmit($input: TeamRegistrationFormSubmitInput!) {
  teamRegistrationFormSubmit(input: $input) { ${FORM_FIELDS} } } ${ENTRY_FRAGMENT}`;

export interface TeamRegistrationEntryData {
  playerNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  birthdate: string | null;
}

export interface TeamRegistrationFormData {
  id: string;
  expiresAt: string;
  submittedAt: string | null;
  teamName: string;
  leagueNames: string[];
  orgTimeZone: string;
  players: TeamRegistrationEntryData[];
  historicPlayers: TeamRegistrationEntryData[];
  supporters: TeamRegistrationEntryData[];
}
