import { StreamAccountPanel, type StreamAccountService } from '../streamAccounts/StreamAccountPanel.tsx';
import type { CustomTabProps } from '../customTypes.ts';

/** Spec 001 §8: the panel's message while the current user has no account connected. */
export const NOT_CONNECTED = 'You have not connected Facebook account for live streaming.';

export const FACEBOOK_ACCOUNT: StreamAccountService = {
  slug: 'facebook',
  label: 'Facebook',
  removeMutation: 'currentUserRemoveLiveStreamFbAuth',
  notConnected: NOT_CONNECTED,
};

/** The current user's Facebook account for live streaming (spec 001 §2, §4), which Facebook outputs post with. */
const FacebookAccountTab = (_props: CustomTabProps) => <StreamAccountPanel service={FACEBOOK_ACCOUNT} />;

export default FacebookAccountTab;
