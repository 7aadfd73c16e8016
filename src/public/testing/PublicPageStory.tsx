import { useEffect, useState, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** What a story's fake server answers for one root field: its data, or a thrown Error as a GraphQL error. */
export type FakeAnswer = (variables: Record<string, unknown>) => unknown;

export interface SentRequest {
  field: string;
  variables: Record<string, unknown>;
}

/** Every request the pages of the current story sent, oldest first (play functions assert on it). */
export const sentRequests: SentRequest[] = [];

const fieldOf = (query: string, answers: Record<string, FakeAnswer>): string | undefined =>
  Object.keys(answers).find((field) => new RegExp(`[{\\s]${field}\\s*[({]`).test(query));

/** window.fetch for /graphql answered from `answers`; anything else goes to the real fetch. */
const fakeFetch =
  (real: typeof fetch, answers: Record<string, FakeAnswer>): typeof fetch =>
  async (input, init) => {
    if (!String(input instanceof Request ? input.url : input).endsWith('/graphql')) return real(input, init);
    const { query, variables = {} } = JSON.parse(String(init?.body)) as { query: string; variables?: Record<string, unknown> };
    const field = fieldOf(query, answers);
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (!field) return json({ errors: [{ message: `No fake answer for: ${query}` }] });
    sentRequests.push({ field, variables });
    try {
      return json({ data: { [field]: await answers[field](variables) } });
    } catch (e) {
      return json({ errors: [{ message: (e as Error).message }] });
    }
  };

export interface PublicPageStoryProps {
  /** The page component, as the app routes it. */
  page: ComponentType;
  /** The route pattern (e.g. '/live_scorer/:token'). */
  route: string;
  /** The address the visitor opened (e.g. '/live_scorer/demo'). */
  path: string;
  /** The fake server: one answer per root field the page sends. */
  answers: Record<string, FakeAnswer>;
}

/** A public page at an address over a fake GraphQL server, for stories of each of its states. */
export const PublicPageStory = ({ page: Page, route, path, answers }: PublicPageStoryProps) => {
  // Installed during the first render, before the page's effects send anything.
  const [real] = useState(() => {
    const original = window.fetch;
    sentRequests.length = 0;
    window.fetch = fakeFetch(original, answers);
    return original;
  });
  useEffect(() => () => void (window.fetch = real), [real]);
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={<Page />} />
      </Routes>
    </MemoryRouter>
  );
};
