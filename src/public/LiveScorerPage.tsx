import { ComingSoon } from './PublicPage.tsx';

const LiveScorerPage = () => <ComingSoon title="Live Scorer" />;

export default LiveScorerPage;
