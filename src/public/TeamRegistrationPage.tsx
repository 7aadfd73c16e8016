import { ComingSoon } from './PublicPage.tsx';

const TeamRegistrationPage = () => <ComingSoon title="Team Registration Form" />;

export default TeamRegistrationPage;
