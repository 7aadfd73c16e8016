/**
 * Password reset (spec 000 §2.7, §2.8, §4.4, §7.2): the request form of /readmin/reset-password and the
 * create-new-password page /passwords/edit, whose token comes from a reset email or a welcome email.
 * The server's SDL for it is in src/server/features/publicPages/schema.graphql.
 */
export const REQUEST_RESET_PASSWORD = /* GraphQL */ `
  mutation RequestResetPassword($input: RequestResetPasswordInput!) {
    requestResetPassword(input: $input) {
      success
    }
  }
`;

export const VERIFY_RESET_PASSWORD_TOKEN = /* GraphQL */ `
  mutation VerifyResetPasswordToken($input: VerifyResetPasswordTokenInput!) {
    verifyResetPasswordToken(input: $input) {
      valid
    }
  }
`;

export const RESET_PASSWORD = /* GraphQL */ `
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
    }
  }
`;

/** Spec 000 §8. */
export const RESET_REQUEST_CONFIRMATION =
  'An email will been sent to you with instructions on how to reset your password if an account exists with that email address.';
export const BAD_RESET_LINK = 'Invalid or expired reset password link. Please request a new link.';
