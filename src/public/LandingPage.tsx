import { Link } from 'react-router-dom';
import { CONSOLE_BASE } from '../metadata/naming.ts';
import { PublicPage } from './PublicPage.tsx';

/** Spec 000 §1: outside production the root page only offers the way into the console. */
const LandingPage = () => (
  <PublicPage title="Readmin">
    <Link
      to={CONSOLE_BASE}
      style={{ display: 'inline-block', padding: '10px 20px', background: '#1976d2', color: '#fff', borderRadius: 4, textDecoration: 'none' }}
    >
      Go to the administration console
    </Link>
  </PublicPage>
);

export default LandingPage;
