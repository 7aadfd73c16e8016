import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { partnerApiFetcher } from './partnerApiFetcher.ts';
import { QueryConsole } from './QueryConsole.tsx';

/** A fetch that answers as the partner API would, recording what was sent. */
const answering = (status: number, body: unknown, sent: RequestInit[] = []) =>
  (async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(init ?? {});
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;

const meta: Meta<typeof QueryConsole> = {
  title: 'Console/Partner API/QueryConsole',
  component: QueryConsole,
};
export default meta;
type Story = StoryObj<typeof QueryConsole>;

const sent: RequestInit[] = [];

/** Run posts the query with the partner's id and the CSRF token, and shows the answer. */
export const Answer: Story = {
  args: {
    fetcher: partnerApiFetcher('7', {
      fetch: answering(200, { data: { partner: { name: 'CourtSide Data' } } }, sent),
      csrfToken: () => 'story-csrf-token',
    }),
    initialQuery: '{ partner { name } }',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(await canvas.findByTestId('query-result')).toHaveTextContent('CourtSide Data');
    const headers = sent.at(-1)!.headers as Record<string, string>;
    await expect(headers['X-Api-Partner-Id']).toBe('7');
    await expect(headers['X-CSRF-Token']).toBe('story-csrf-token');
    await expect(JSON.parse(sent.at(-1)!.body as string)).toEqual({ query: '{ partner { name } }' });
  },
};

/** A refused request: the fetcher's 'HTTP Error {status}: {body}' is shown to the user. */
export const HttpError: Story = {
  args: {
    fetcher: partnerApiFetcher('9', {
      fetch: answering(403, { errors: [{ message: 'You may not query the API of this partner.' }] }),
      csrfToken: () => 'story-csrf-token',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('HTTP Error 403: {"errors":[{"message":"You may not query the API of this partner."}]}');
    await expect(canvas.queryByTestId('query-result')).toBeNull();
  },
};

/** Variables that are not a JSON object are refused before anything is sent. */
export const BadVariables: Story = {
  args: { fetcher: partnerApiFetcher('7', { fetch: answering(200, { data: {} }), csrfToken: () => undefined }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Variables'), '42');
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Variables must be a JSON object.');
  },
};
