import { escapeHtml } from '../../../shared/escapeHtml.ts';

/** What a template renders from its data: both parts of the email, so every client has a readable one. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The HTML part's frame: plain markup and inline styles, which every mail client shows the same. */
export const htmlDocument = (body: string): string =>
  `<!doctype html><html><body style="font-family: system-ui, sans-serif; font-size: 15px; line-height: 1.5; color: #222">${body}</body></html>`;

/** One paragraph of user text, escaped. */
export const paragraph = (text: string): string => `<p>${escapeHtml(text)}</p>`;

/** A link whose address and words are both escaped. */
export const link = (url: string, words: string): string => `<a href="${escapeHtml(url)}">${escapeHtml(words)}</a>`;

const FOOTER_TEXT = 'Manage your email preferences or unsubscribe:';

/** The footer every email to a user carries: its own link to the email preferences page. */
export const unsubscribeFooter = (url: string) => ({
  text: `\n--\n${FOOTER_TEXT} ${url}\n`,
  html: `<hr style="border: none; border-top: 1px solid #ddd; margin-top: 32px"><p style="font-size: 12px; color: #666">${escapeHtml(FOOTER_TEXT)} ${link(url, 'email preferences')}</p>`,
});

/** Appends the footer to the HTML part, inside its body when it is a whole document. */
export const appendHtml = (html: string, footer: string): string =>
  html.includes('</body>') ? html.replace('</body>', `${footer}</body>`) : `${html}\n${footer}`;
