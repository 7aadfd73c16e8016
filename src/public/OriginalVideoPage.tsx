import { ComingSoon } from './PublicPage.tsx';

const OriginalVideoPage = () => <ComingSoon title="Download Original Video" />;

export default OriginalVideoPage;
