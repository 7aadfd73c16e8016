/**
 * Team registration form (spec 000 §2.9, §3.1, §7.1–7.2). The form's historic players are submitted too:
 * the spec's input names players and supporters, and the page shows and edits historical players, so the
 * input takes `historicPlayers` as an optional extra list (left out, the stored list is kept as it was).
 */
export const sdl = /* GraphQL */ `
  "One person on a team registration form (spec 000 §3.1)."
  type TeamRegistrationEntry {
    "Active players only."
    playerNumber: String
    firstName: String
    lastName: String
    email: String
    phoneNumber: String
    "YYYY-MM-DD."
    birthdate: String
  }

  "A team's registration form as its secret link shows it."
  type TeamRegistrationForm {
    id: ID!
    expiresAt: String!
    submittedAt: String
    teamName: String!
    leagueNames: [String!]!
    orgTimeZone: String!
    players: [TeamRegistrationEntry!]!
    historicPlayers: [TeamRegistrationEntry!]!
    supporters: [TeamRegistrationEntry!]!
  }

  input TeamRegistrationEntryInput {
    playerNumber: String
    firstName: String
    lastName: String
    email: String
    phoneNumber: String
    birthdate: String
  }

  input TeamRegistrationFormSubmitInput {
    teamRegistrationToken: String!
    players: [TeamRegistrationEntryInput!]!
    "Not in spec 000 §7.2's list; the page sends it (left out, the stored historical players stay)."
    historicPlayers: [TeamRegistrationEntryInput!]
    supporters: [TeamRegistrationEntryInput!]!
  }

  extend type Query {
    "The form of a registration link; null when the link is unknown, removed or expired."
    teamRegistrationForm(token: String!): TeamRegistrationForm
  }

  extend type Mutation {
    "Stores the form's lists (again, if already submitted); refused after the form expires."
    teamRegistrationFormSubmit(input: TeamRegistrationFormSubmitInput!): TeamRegistrationForm!
  }
`;

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
