import { ComingSoon } from './PublicPage.tsx';

const UnsubscribePage = () => <ComingSoon title="Email Preferences" />;

export default UnsubscribePage;
