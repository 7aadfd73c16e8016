import { htmlDocument, link, paragraph, type RenderedEmail } from '../../mail/templates/layout.ts';

/** The welcome of a user added by email (spec 002 §2): what they were made, and a one-time link to set a password. */
export const userWelcomeEmail = ({ role, setPasswordUrl }: { role: string; setPasswordUrl: string }): RenderedEmail => ({
  subject: 'Welcome to Readmin',
  text: `You have been made ${role}.\n\nSet your password to sign in (the link works once, for 7 days):\n${setPasswordUrl}\n`,
  html: htmlDocument(
    `${paragraph(`You have been made ${role}.`)}<p>${link(setPasswordUrl, 'Set your password')} to sign in (the link works once, for 7 days).</p>`,
  ),
});
