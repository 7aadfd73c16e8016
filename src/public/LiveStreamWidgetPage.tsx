import { ComingSoon } from './PublicPage.tsx';

const LiveStreamWidgetPage = () => <ComingSoon title="Live Stream" />;

export default LiveStreamWidgetPage;
