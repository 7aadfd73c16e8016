import { PRERENDERED_LOGIN_ID } from '../../shared/prerenderedLogin.ts';

export interface PrerenderedInput {
  email: string;
  password: string;
  /** The field the visitor is in, to keep the cursor there. */
  focused: 'email' | 'password' | null;
}

const prerenderedForm = (doc: Document) => doc.getElementById(PRERENDERED_LOGIN_ID);

/**
 * What the visitor has typed into the login form the server sent in the page (shared/prerenderedLogin.ts)
 * before the console loaded, or null when the page came without one. Only reads: the live form starts from it.
 */
export const readPrerenderedLogin = (doc: Document = document): PrerenderedInput | null => {
  const element = prerenderedForm(doc);
  if (!element) return null;
  const value = (name: string) => element.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  const active = doc.activeElement;
  const focused = active && element.contains(active) ? (active.getAttribute('name') as PrerenderedInput['focused']) : null;
  return { email: value('email'), password: value('password'), focused };
};

/** Takes the sent form off the page, once the live one is in it (a layout effect: no frame without a form). */
export const removePrerenderedLogin = (doc: Document = document): void => prerenderedForm(doc)?.remove();
