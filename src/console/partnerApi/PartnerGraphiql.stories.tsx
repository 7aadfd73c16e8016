import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { partnerApiFetcher } from './partnerApiFetcher.ts';
import { PartnerGraphiql } from './PartnerGraphiql.tsx';

/** A fetch that answers as the partner API would (introspection gets no schema), recording what was sent. */
const answering = (status: number, body: unknown, sent: RequestInit[] = []) =>
  (async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(init ?? {});
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;

const meta: Meta<typeof PartnerGraphiql> = {
  title: 'Console/Partner API/GraphiQL',
  component: PartnerGraphiql,
  // GraphiQL keeps its tabs in localStorage: each story starts from its own query.
  beforeEach: () => {
    localStorage.clear();
  },
};
export default meta;
type Story = StoryObj<typeof PartnerGraphiql>;

const sent: RequestInit[] = [];
const execute = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Execute query (Ctrl-Enter)' }));

/** Executing runs the query through the partner API fetcher and shows the answer (the fetcher's headers: partnerApiFetcher.test.ts). */
export const Answer: Story = {
  args: {
    fetcher: partnerApiFetcher('7', {
      fetch: answering(200, { data: { partner: { name: 'CourtSide Data' } } }, sent),
      csrfToken: () => 'story-csrf-token',
    }),
    defaultQuery: '{ partner { name } }',
  },
  play: async ({ canvasElement }) => {
    await execute(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.graphiql-response')).toHaveTextContent('CourtSide Data'));
    await expect(sent.length).toBeGreaterThan(0);
  },
};

/** A refused request: the fetcher's 'HTTP Error {status}: {body}' is shown to the user. */
export const HttpError: Story = {
  args: {
    fetcher: partnerApiFetcher('9', {
      fetch: answering(403, { errors: [{ message: 'You may not query the API of this partner.' }] }),
      csrfToken: () => 'story-csrf-token',
    }),
    defaultQuery: '{ partner { name } }',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await execute(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('HTTP Error 403: {"errors":[{"message":"You may not query the API of this partner."}]}');
  },
};
