import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it } from 'vitest';
import { ConsoleAdmin } from './ConsoleAdmin.tsx';
import { fakeAuthProvider } from './testing/fakeProviders.ts';
import { fixtureDataProvider } from './testing/fixtureDataProvider.ts';
import { withOperations } from './testing/fixtureOperations.ts';
import { platformAdmin } from './testing/fixtures.ts';

// Spec 000 §7: the Apollo client tries a failed read again after 10 s, when it may pass. react-query's default
// would add three tries of its own after 1, 2 and 4 s, for any error, before the page showed it.
it('shows a failed read at once, asking once: retries are the GraphQL client’s alone', { timeout: 30_000 }, async () => {
  const fixtures = fixtureDataProvider();
  let reads = 0;
  const dataProvider = withOperations(fixtures, {
    queries: {
      opsWarningCategories: () => {
        reads += 1;
        throw new Error('The warnings could not be read');
      },
    },
  });
  const router = createMemoryRouter(
    [{ path: '/readmin/*', element: <ConsoleAdmin authProvider={fakeAuthProvider(platformAdmin)} dataProvider={dataProvider} /> }],
    { initialEntries: ['/readmin/ops_warnings'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findAllByText('The warnings could not be read', {}, { timeout: 20_000 })).not.toHaveLength(0);
  expect(reads).toBe(1);
});
