import type { ConsoleRequest } from '../operations/consoleRequest.ts';

/**
 * changePassword (spec 000 §7.2): the server verifies the current password, checks the new one like the
 * User password field and ends the other sessions.
 */
export const changePasswordRequest = (params: { currentPassword: string; newPassword: string }): ConsoleRequest<{ success: boolean }> => ({
  query: 'mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { success } }',
  variables: { input: { currentPassword: params.currentPassword, newPassword: params.newPassword } },
  parse: (data) => data.changePassword as { success: boolean },
});
