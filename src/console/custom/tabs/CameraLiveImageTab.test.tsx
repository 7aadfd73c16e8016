import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CoreAdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '../../graphql/apolloClient.ts';
import { apolloOperations } from '../../operations/apolloOperations.ts';
import { registry } from '../../testing/allTypes.ts';
import { ClockContext } from '../../dateRange/clock.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';
import type { CustomTabProps } from '../customTypes.ts';
import CameraLiveImageTab from './CameraLiveImageTab.tsx';
import { agoText } from './SnapshotTakenAt.tsx';

afterEach(cleanup);

const NOW = new Date('2026-12-07T17:34:10Z');

/** The tab with the console's real client, over a GraphQL server whose camera answers the snapshot times in `takenAt`, one per request. */
const renderTab = (takenAt: (string | null)[], timeZone = 'UTC') => {
  let asked = 0;
  const fetch = (async () => {
    const snapshotTakenAt = takenAt[Math.min(asked++, takenAt.length - 1)];
    const camera = { __typename: 'Camera', id: '7', liveImageUrl: '/readmin/cameras/7/live_image.jpg', snapshotTakenAt };
    return new Response(JSON.stringify({ data: { camera } }), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const operations = apolloOperations(createApolloClient({ fetch, csrfToken: () => 'tok' }), registry);
  const props = { record: { id: '7', readminName: 'cam-dhsc-court1' } } as unknown as CustomTabProps;
  render(
    <CoreAdminContext dataProvider={operations as never}>
      <ClockContext.Provider value={() => NOW}>
        <DisplayTimeZoneContext.Provider value={fixedTimeZone(timeZone)}>
          <CameraLiveImageTab {...props} />
        </DisplayTimeZoneContext.Provider>
      </ClockContext.Provider>
    </CoreAdminContext>,
  );
};

const image = () => screen.getByRole('img', { name: 'Live image of cam-dhsc-court1' }) as HTMLImageElement;

describe("a camera's Live Image", () => {
  it('shows when its snapshot was taken, in the display time zone, and a new snapshot on Refresh', async () => {
    renderTab(['2026-12-07T17:32:05Z', '2026-12-07T17:34:02Z'], 'Australia/Sydney');
    expect((await screen.findByLabelText('Snapshot time')).textContent).toBe('Taken 2 minutes ago, 2026-12-08 04:32 (Australia/Sydney)');
    expect(image().getAttribute('src')).toBe(`/readmin/cameras/7/live_image.jpg?shot=0&taken=${Date.parse('2026-12-07T17:32:05Z')}`);

    fireEvent.click(screen.getByRole('button', { name: 'Refresh live image' }));
    await waitFor(() => expect(screen.getByLabelText('Snapshot time').textContent).toBe('Taken just now, 2026-12-08 04:34 (Australia/Sydney)'));
    expect(image().getAttribute('src')).toBe(`/readmin/cameras/7/live_image.jpg?shot=1&taken=${Date.parse('2026-12-07T17:34:02Z')}`);
  });

  it('says the time is not known for a picture no venue server sent', async () => {
    renderTab([null]);
    expect(await screen.findByText(/When this picture was taken is not known/)).toBeTruthy();
    expect(image().getAttribute('src')).toBe('/readmin/cameras/7/live_image.jpg?shot=0');
  });

  it('says how long ago in whole minutes, hours or days', () => {
    const ago = (seconds: number) => agoText(new Date(NOW.getTime() - seconds * 1000), NOW);
    expect([ago(5), ago(60), ago(119), ago(3599), ago(3600), ago(7300), ago(86_400), ago(3 * 86_400 + 5)]).toEqual([
      'just now',
      '1 minute ago',
      '1 minute ago',
      '59 minutes ago',
      '1 hour ago',
      '2 hours ago',
      '1 day ago',
      '3 days ago',
    ]);
    // A snapshot from a server whose clock runs a little ahead is not 'in the future'.
    expect(agoText(new Date(NOW.getTime() + 20_000), NOW)).toBe('just now');
  });
});
