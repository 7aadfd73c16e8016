import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loginPathFor } from './redirectTarget.ts';

/**
 * react-admin sends a signed-out visitor to the login page with the wanted page in location state.
 * The spec wants it in the `redirect` query parameter (so it survives a reload): move it there.
 */
export const useRedirectParamFromState = (): void => {
  const [params] = useSearchParams();
  const state = useLocation().state as { nextPathname?: string; nextSearch?: string } | null;
  const navigate = useNavigate();
  const wanted = state?.nextPathname ? state.nextPathname + (state.nextSearch ?? '') : null;
  const hasParam = params.has('redirect');
  useEffect(() => {
    if (wanted && !hasParam) void navigate(loginPathFor(wanted), { replace: true });
  }, [wanted, hasParam, navigate]);
};
