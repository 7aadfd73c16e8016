import type { ReactNode } from 'react';
import { PRODUCT_TITLE } from '../app/titles.ts';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';

/**
 * Frame of the link-based public pages. Plain elements and inline styles on purpose: these pages are
 * opened by anonymous visitors on phones and must not download the console's UI kit.
 */
export const PublicPage = ({ title, children }: { title: string; children?: ReactNode }) => {
  useDocumentTitle(PRODUCT_TITLE);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 800, margin: '48px auto', padding: '0 16px' }}>
      <h1 style={{ fontSize: 28, fontWeight: 500 }}>{title}</h1>
      {children}
    </main>
  );
};

export const ComingSoon = ({ title }: { title: string }) => (
  <PublicPage title={title}>
    <p>This page is coming soon.</p>
  </PublicPage>
);
