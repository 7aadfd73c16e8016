import { ComingSoon } from './PublicPage.tsx';

const PasswordEditPage = () => <ComingSoon title="Create New Password" />;

export default PasswordEditPage;
