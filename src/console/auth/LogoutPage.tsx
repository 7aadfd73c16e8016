import { useEffect, useRef } from 'react';
import { Loading, useLogout } from 'react-admin';

/** /readmin/logout (spec 000 §2.6): sign out, clear every cache (Apollo and react-admin), go to '/'. */
const LogoutPage = () => {
  const logout = useLogout();
  const started = useRef(false); // StrictMode runs effects twice; sign out once
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout({ signOut: true }, '/', false);
  }, [logout]);
  return <Loading loadingPrimary="Signing out" loadingSecondary="" />;
};

export default LogoutPage;
