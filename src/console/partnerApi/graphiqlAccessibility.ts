import { useEffect, type RefObject } from 'react';

/**
 * GraphiQL's light colours at WCAG AA (4.5:1 on its white editors and grey panes, docs/accessibility.md): its
 * theme is HSL triples in CSS variables, darkened here where the package's fall short (#007deb properties,
 * #009fb8 definitions, #2bab7c numbers); line numbers and the logo read in the full neutral colour, not faded.
 */
export const GRAPHIQL_AA_COLOURS = {
  '& .graphiql-container': {
    '--color-primary': '320, 95%, 38%',
    '--color-secondary': '242, 51%, 50%',
    '--color-tertiary': '188, 100%, 25%',
    '--color-info': '208, 100%, 34%',
    '--color-success': '158, 100%, 22%',
    '--color-warning': '36, 100%, 28%',
    '--color-error': '13, 100%, 38%',
  },
  '& .graphiql-container .CodeMirror-linenumber, & .graphiql-container .graphiql-logo-link': { color: 'hsl(var(--color-neutral))' },
};

/**
 * What the graphiql package's markup lacks for assistive technology, added to its DOM (it has no option for
 * them): each CodeMirror textarea is named after its pane (the query editor's and the variables' sections carry
 * aria-label, the response has none), and a tab's role moves from its wrapper, which holds the tab's button,
 * to that button, so no control sits inside another. Idempotent: it runs again on every change GraphiQL makes.
 */
export const labelGraphiql = (root: HTMLElement) => {
  for (const textarea of root.querySelectorAll('textarea:not([aria-label])')) {
    const pane = textarea.closest('section[aria-label]')?.getAttribute('aria-label') ?? (textarea.closest('.graphiql-response') ? 'Response' : null);
    if (pane) textarea.setAttribute('aria-label', pane);
  }
  // React sets the wrapper's aria-selected again when the active tab changes: it is moved each time.
  for (const tab of root.querySelectorAll('.graphiql-tab[aria-selected]')) {
    const button = tab.querySelector('.graphiql-tab-button');
    if (!button) continue;
    button.setAttribute('role', 'tab');
    button.setAttribute('aria-selected', tab.getAttribute('aria-selected') ?? 'false');
    tab.setAttribute('role', 'none');
    tab.removeAttribute('aria-selected');
  }
};

/** Keeps labelGraphiql applied to the GraphiQL mounted in ref's element while GraphiQL renders and re-renders. */
export const useGraphiqlLabels = (ref: RefObject<HTMLElement | null>) => {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    labelGraphiql(root);
    const observer = new MutationObserver(() => labelGraphiql(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-selected'] });
    return () => observer.disconnect();
  }, [ref]);
};
