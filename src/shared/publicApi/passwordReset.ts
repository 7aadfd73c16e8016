/**
 * Password reset (spec 000 §2.7, §2.8, §4.4, §7.2): the request form of /readmin/reset-password and the
 * create-new-password page /passwords/edit, whose token comes from a reset email or a welcome email.
 */
export const sdl = /* GraphQL */ `
  extend type Mutation {
    "Queues a reset email for the account with this email, if there is one; the answer is the same either way."
    requestResetPassword(input: RequestResetPasswordInput!): RequestResetPasswordPayload!
    "Whether a reset (or welcome) link's token can still set a password: known, unused and unexpired."
    verifyResetPasswordToken(input: VerifyResetPasswordTokenInput!): VerifyResetPasswordTokenPayload!
    "Sets the token holder's password, uses up the token and ends every session of the user."
    resetPassword(input: ResetPasswordInput!): ResetPasswordPayload!
  }

  input RequestResetPasswordInput {
    email: String!
  }

  type RequestResetPasswordPayload {
    success: Boolean!
  }

  input VerifyResetPasswordTokenInput {
    resetPasswordToken: String!
  }

  type VerifyResetPasswordTokenPayload {
    valid: Boolean!
  }

  input ResetPasswordInput {
    resetPasswordToken: String!
    newPassword: String!
  }

  type ResetPasswordPayload {
    success: Boolean!
  }
`;

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
