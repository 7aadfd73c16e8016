import type { ReactNode } from 'react';
import { PRODUCT_TITLE } from '../browser/titles.ts';
import { useDocumentTitle } from '../browser/useDocumentTitle.ts';
import { ToastProvider } from './Toasts.tsx';

/**
 * Frame of the link-based public pages. Plain elements and inline styles on purpose: these pages are
 * opened by anonymous visitors on phones and must not download the console's UI kit.
 */
export const PublicPage = ({ title, children, maxWidth = 800 }: { title: string; children?: ReactNode; maxWidth?: number }) => {
  useDocumentTitle(PRODUCT_TITLE);
  return (
    <ToastProvider>
      <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth, margin: '48px auto', padding: '0 16px' }}>
        <h1 style={{ fontSize: 28, fontWeight: 500 }}>{title}</h1>
        {children}
      </main>
    </ToastProvider>
  );
};
