/**
 * Session documents, kept as text: they are posted with plain fetch (auth/sessionApi.ts) so that the
 * login page does not download a GraphQL client, and the server runs the current user's and the sidebar's
 * in-process to inline them in the console's page (src/server/http/consoleBoot.ts). src/console/graphql/documents.test.ts
 * validates them against the SDL.
 */
const CURRENT_USER_FIELDS = `id email isAdmin onsenUrl scorekeeperUrl access externalLinks { key label url }
  orgAdmins { id orgId org { id readminName } }
  venueAdmins { id venueId venue { id readminName } }
  apiAdmins { id apiPartnerId apiPartner { id readminName } }`;

export const CURRENT_USER_QUERY = `query CurrentUser { currentUser { ${CURRENT_USER_FIELDS} } }`;

export const LOGIN_MUTATION = `mutation Login($input: LoginInput!) { login(input: $input) { currentUser { ${CURRENT_USER_FIELDS} } } }`;

export const LOGOUT_MUTATION = 'mutation Logout { logout(input: {}) { success } }';

/** An organisation as the shell reads it (sidebar group, route owner's time zone, venues). */
export const ORG_SHELL_FIELDS = 'id name timeZone usePublicLeaguePages venues { id name } readminName readminUrl';

/** Several organisations in one request (the sidebar shows one group per administered organisation). */
export const shellOrgsQuery = (count: number): string => {
  if (!count) return 'query ShellOrgs { __typename }';
  const declarations = Array.from({ length: count }, (_, i) => `$id${i}: ID!`).join(', ');
  const fields = Array.from({ length: count }, (_, i) => `o${i}: org(id: $id${i}) { ${ORG_SHELL_FIELDS} }`).join('\n  ');
  return `query ShellOrgs(${declarations}) {\n  ${fields}\n}`;
};

/** The API partners a platform admin's sidebar lists under Integration (spec 000 §2.12), 100 at most. */
export const SIDEBAR_API_PARTNERS_QUERY = `query SidebarApiPartners {
  items: readminObjects(typename: "ApiPartner", limit: 100) { id ... on ApiPartner { name timeZone readminUrl } }
}`;
