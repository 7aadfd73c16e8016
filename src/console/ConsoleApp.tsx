import { CacheProvider } from '@emotion/react';
import { useState } from 'react';
import { createAuthProvider } from './auth/authProvider.ts';
import { bootCurrentUser, bootHasFirstList } from './auth/bootData.ts';
import { graphqlSession } from './auth/sessionApi.ts';
import { ConsoleAdmin } from './ConsoleAdmin.tsx';
import { answersFromPage } from './graphql/firstListAnswer.ts';
import { lazyDataProvider } from './graphql/lazyDataProvider.ts';
import { consoleEmotionCache } from './styles/consoleEmotionCache.ts';

type Runtime = ReturnType<typeof import('./graphql/graphqlRuntime.ts').createGraphqlRuntime>;

/**
 * Entry of the /readmin chunk: the real providers around the console. The GraphQL runtime (Apollo,
 * registry, queries) is its own chunk, loaded by the first data request the page did not answer, and cleared on logout.
 */
const ConsoleApp = () => {
  const [providers] = useState(() => {
    let runtime: Promise<Runtime> | undefined;
    const loadRuntime = () => (runtime ??= import('./graphql/graphqlRuntime.ts').then((m) => m.createGraphqlRuntime()));
    return {
      // Served signed in, the page will read data: the runtime (fetched already, see lazyPages.ts) is set up now,
      // unless the page came with its list's first rows (firstListAnswer.ts): it then loads with the next request.
      dataProvider: lazyDataProvider(() => loadRuntime().then((r) => r.dataProvider), {
        loadNow: Boolean(bootCurrentUser()) && !bootHasFirstList(),
        answeredByPage: answersFromPage,
      }),
      authProvider: createAuthProvider(graphqlSession(), { clearCaches: async () => runtime && (await runtime).client.clearStore() }),
    };
  });
  // Styles the page's prerendered stylesheet holds are not made again (shared/prerenderedStyles.ts).
  const [emotionCache] = useState(consoleEmotionCache);
  return (
    <CacheProvider value={emotionCache}>
      <ConsoleAdmin {...providers} />
    </CacheProvider>
  );
};

export default ConsoleApp;

export { preloadConsoleParts } from './lazyPages.ts';
