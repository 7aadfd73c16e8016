import { htmlDocument, link, paragraph, type RenderedEmail } from '../../mail/templates/layout.ts';

/** The password reset email (spec 000 §2.7): a one-time link to /passwords/edit, valid two hours. */
export const passwordResetEmail = ({ resetUrl }: { resetUrl: string }): RenderedEmail => ({
  subject: 'Reset your password',
  text:
    'Someone asked to reset the password of your account. If it was you, choose a new password here (the link works once, for 2 hours):\n\n' +
    `${resetUrl}\n\nIf you did not ask, ignore this email: your password stays as it is.\n`,
  html: htmlDocument(
    [
      paragraph('Someone asked to reset the password of your account. If it was you, choose a new password (the link works once, for 2 hours):'),
      `<p>${link(resetUrl, 'Change my password')}</p>`,
      paragraph('If you did not ask, ignore this email: your password stays as it is.'),
    ].join(''),
  ),
});
