import { cleanup, render, screen, within } from '@testing-library/react';
import { CoreAdminContext } from 'react-admin';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../graphql/apolloClient.ts';
import { apolloOperations } from '../operations/apolloOperations.ts';
import { registry } from '../testing/allTypes.ts';
import { FilterPreview, PREVIEW_FAILED } from './actions/FilterPreview.tsx';
import { PreviewShot } from './tabs/MotioncropPreviewTab.tsx';
import { loadCourtPreview } from './tabs/AdCourtPreviewTab.tsx';
import { imageFailure, operationFailure } from './mediaFailure.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FFMPEG_FAILED = 'The preview could not be drawn: ffmpeg failed (exit 183): in: Invalid data found when processing input.';

/** The console's real client over a GraphQL server that answers every request with `answer` (and the request's id). */
const consoleOver = (answer: unknown) => {
  const fetch = (async () =>
    new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json', 'x-request-id': 'req-9c1e' } })) as typeof globalThis.fetch;
  const operations = apolloOperations(createApolloClient({ fetch, csrfToken: () => 'tok' }), registry);
  return ({ children }: { children: ReactNode }) => <CoreAdminContext dataProvider={operations as never}>{children}</CoreAdminContext>;
};
const drawingFailed = { data: null, errors: [{ message: FFMPEG_FAILED, extensions: { code: 'PREVIEW_FAILED', reference: 'req-9c1e' } }] };

describe('a preview the server could not draw', () => {
  it("the filter config dialog's preview says the server's reason and the request's reference", async () => {
    const Console = consoleOver(drawingFailed);
    render(
      <Console>
        <FilterPreview cameraId="7" values={{ filterDefishAmount: 0.6 }} valid />
      </Console>,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(PREVIEW_FAILED)).toBeTruthy();
    expect(alert.textContent).toBe(`${PREVIEW_FAILED}${FFMPEG_FAILED} (reference req-9c1e)`);
  });

  it("the Motioncrop Preview's picture says the reason of a refusal too, with its reference", async () => {
    const Console = consoleOver({
      data: null,
      errors: [{ message: 'No video available for preview.', extensions: { code: 'BAD_USER_INPUT', reference: 'req-77aa' } }],
    });
    render(
      <Console>
        <PreviewShot mutation="surfacePreviewMotionCrop" surfaceId="1300" position="right" label="Right Court" />
      </Console>,
    );
    const figure = screen.getByRole('figure', { name: 'Right Court' });
    expect((await within(figure).findByRole('alert')).textContent).toBe(`${PREVIEW_FAILED}No video available for preview. (reference req-77aa)`);
  });

  it('an unexpected error shows the id the server logged it under, rather than nothing', () => {
    const error = Object.assign(new Error('Unexpected error'), {
      body: { graphQLErrors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR', uuid: '0b6d-41' } }] },
    });
    expect(operationFailure(error)).toBe('Unexpected error (reference 0b6d-41)');
    expect(operationFailure(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('image routes that answer no picture', () => {
  const serving = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-request-id': 'req-31f0' } })),
    );

  it("the court preview says why it could not be drawn, with the request's reference", async () => {
    serving(500, { error: 'The court preview could not be drawn: ffmpeg failed (exit 183): in: Invalid data found when processing input.' });
    expect(await loadCourtPreview('/readmin/ad_assets/1/court_preview.jpg?courtId=2')).toEqual({
      message: 'The court preview could not be drawn: ffmpeg failed (exit 183): in: Invalid data found when processing input. (reference req-31f0)',
      refused: false,
    });
  });

  it("the court preview's refusals are their words alone", async () => {
    serving(409, { error: 'Advertising is disabled on this court.' });
    expect(await loadCourtPreview('/readmin/ad_assets/1/court_preview.jpg?courtId=2')).toEqual({
      message: 'Advertising is disabled on this court.',
      refused: true,
    });
  });

  it('a Live Image that failed says the reason and reference, or the status when the answer has no reason', async () => {
    serving(404, { error: 'The camera has sent no picture yet.' });
    expect(await imageFailure('/readmin/cameras/7/live_image.jpg')).toBe('The camera has sent no picture yet. (reference req-31f0)');
    serving(502, null);
    expect(await imageFailure('/readmin/cameras/7/live_image.jpg')).toBe('HTTP 502 (reference req-31f0)');
  });
});
