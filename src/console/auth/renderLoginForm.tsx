import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { PrerenderedLogin } from '../../shared/prerenderedLogin.ts';
import { consoleTheme } from '../theme.ts';
import { LoginForm } from './LoginForm.tsx';

const ignore = () => undefined;

/**
 * The login form as HTML with its styles, in the console's theme, with the Login button off (it turns on when
 * the live form takes over). Build-time only (scripts/prerender-login.tsx); the console never imports it.
 *
 * Emotion's cache in compat mode keeps every rule it inserts (instead of writing <style> tags into the HTML),
 * which gives one stylesheet for <head>. Class names are emotion's hashes of the rules, the same as in the
 * browser, so the live form's own styles simply repeat these.
 */
export const renderLoginForm = (): PrerenderedLogin => {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createTheme(consoleTheme)}>
        <CssBaseline enableColorScheme />
        <MemoryRouter>
          <LoginForm email="" password="" onEmailChange={ignore} onPasswordChange={ignore} onSubmit={ignore} submitting />
        </MemoryRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
  const css = Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
  return { css, html };
};
