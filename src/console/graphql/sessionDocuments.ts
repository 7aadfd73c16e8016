/**
 * Session documents, kept as text: they are posted with plain fetch (auth/sessionApi.ts) so that the
 * login page does not download a GraphQL client. documents.test.ts validates them against the SDL.
 */
const CURRENT_USER_FIELDS = `id email isAdmin onsenUrl scorekeeperUrl access externalLinks { key label url }
  orgAdmins { id orgId org { id readminName } }
  venueAdmins { id venueId venue { id readminName } }
  apiAdmins { id apiPartnerId apiPartner { id readminName } }`;

export const CURRENT_USER_QUERY = `query CurrentUser { currentUser { ${CURRENT_USER_FIELDS} } }`;

export const LOGIN_MUTATION = `mutation Login($input: LoginInput!) { login(input: $input) { currentUser { ${CURRENT_USER_FIELDS} } } }`;

export const LOGOUT_MUTATION = 'mutation Logout { logout(input: {}) { success } }';
