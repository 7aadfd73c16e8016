import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { inAppPath } from './inAppLinks.ts';

/**
 * Routes plain <a href> clicks (server-made readminUrl links, markdown, ...) through the router.
 * Router <Link>s already prevent the default, so they are left alone.
 */
export const useInAppLinkClicks = (): void => {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor) return;
      const path = inAppPath(event, anchor, window.location.origin);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
};
