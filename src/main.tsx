import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router.tsx';
import { pages } from './app/pages.ts';
import { CONSOLE_PARTS_ELEMENT_ID, type ConsolePageParts } from './shared/consoleParts.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * A console page's parts (named by the server in the page, fetched already through its modulepreload links)
 * are loaded before the first render, so that none of them suspends: React shows what suspended at most every
 * 300 ms, so each part that suspended would hold the page back in turn. A failure only means they load as they
 * render.
 */
const preloadConsolePage = async (): Promise<void> => {
  const text = document.getElementById(CONSOLE_PARTS_ELEMENT_ID)?.textContent;
  if (!text) return;
  const consoleModule = await pages.Console.preload();
  await consoleModule.preloadConsoleParts(JSON.parse(text) as ConsolePageParts);
};

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );

void preloadConsolePage().then(render, render);
