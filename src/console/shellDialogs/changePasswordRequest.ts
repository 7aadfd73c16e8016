import type { GraphqlRequest } from '../graphql/request.ts';

/**
 * changePassword (spec 000 §7.2): the server verifies the current password, checks the new one like the
 * User password field and ends the other sessions.
 */
export const changePasswordRequest = (params: { data: { currentPassword?: string; newPassword?: string } }): GraphqlRequest => ({
  query: 'mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { success } }',
  variables: { input: { currentPassword: params.data.currentPassword, newPassword: params.data.newPassword } },
  parseResponse: ({ data }) => ({ data: { id: 'changePassword', ...(data.changePassword as object) } }),
});
