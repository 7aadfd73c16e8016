import { StreamAccountPanel, type StreamAccountService } from '../streamAccounts/StreamAccountPanel.tsx';
import type { CustomTabProps } from '../customTypes.ts';

/** Spec 002 §8: the panel's notice while the current user has no YouTube account connected. */
export const YT_NOT_CONNECTED = 'You have not connected YouTube account for live streaming.';

export const YOUTUBE_ACCOUNT: StreamAccountService = {
  slug: 'youtube',
  label: 'YouTube',
  removeMutation: 'currentUserRemoveLiveStreamYtAuth',
  notConnected: YT_NOT_CONNECTED,
};

/** The current user's YouTube account for live streaming (spec 002 §3 LiveStreamYtAuth), which YouTube outputs go live with. */
const YoutubeAccountTab = (_props: CustomTabProps) => <StreamAccountPanel service={YOUTUBE_ACCOUNT} />;

export default YoutubeAccountTab;
