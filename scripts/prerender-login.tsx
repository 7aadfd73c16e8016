/**
 * Part of npm run build (after vite build): the login form as HTML with its styles
 * (src/console/auth/renderLoginForm.tsx) into dist/.prerendered/login.json (shared/prerenderedLogin.ts). The
 * server sends it in /readmin/login itself, so the form is on screen as soon as the page is, before the
 * console's JavaScript has loaded.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderLoginForm } from '../src/console/auth/renderLoginForm.tsx';
import { PRERENDERED_LOGIN_FILE } from '../src/shared/prerenderedLogin.ts';

const file = join(import.meta.dirname, '..', 'dist', PRERENDERED_LOGIN_FILE);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(renderLoginForm()));
console.log(`prerendered the login form into ${file}`);
