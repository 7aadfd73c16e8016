import { useCallback, useState } from 'react';
import { Notification } from 'react-admin';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import { orgAdmin } from '../../testing/fixtures.ts';
import { dialogDataProvider } from '../../dialogs/testing/dialogFixtures.ts';
import { recordingRequests, SentRequests, type SentRequest } from '../../dialogs/testing/SentRequests.tsx';
import { StreamAccountPanel, type StreamAccountService, type StreamAccountState } from './StreamAccountPanel.tsx';

/**
 * A streaming service's account panel over a fixture account instead of the server's account route: the
 * remove mutation, once sent, leaves it disconnected. The requests sent are listed under it.
 */
export const StreamAccountPanelStory = ({ service, account }: { service: StreamAccountService; account: StreamAccountState }) => {
  const [sent, setSent] = useState<SentRequest[]>([]);
  const [provider] = useState(() => recordingRequests(dialogDataProvider({}), (request) => setSent((all) => [...all, request])));
  const disconnected = sent.length > 0;
  // Read again after Disconnect, as the server would answer then (the key remounts the panel).
  const read = useCallback(
    async (): Promise<StreamAccountState> => (disconnected ? { configured: account.configured, connected: false, name: null, email: null } : account),
    [disconnected, account],
  );
  return (
    <StoryAdmin user={orgAdmin} path="/readmin/live_streams/900/youtube_account" dataProvider={provider}>
      <StreamAccountPanel key={sent.length} service={service} read={read} />
      <SentRequests requests={sent} />
      <Notification />
    </StoryAdmin>
  );
};
