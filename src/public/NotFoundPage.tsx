import { Link } from 'react-router-dom';
import { PublicPage } from './PublicPage.tsx';

const NotFoundPage = () => (
  <PublicPage title="Page Not Found">
    <p>The page you are looking for does not exist.</p>
    <Link to="/">Go to the home page</Link>
  </PublicPage>
);

export default NotFoundPage;
