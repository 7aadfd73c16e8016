/**
 * npm run bundle-floor: what the console's stack costs on its own. Builds two minimal apps with the console's
 * libraries, each showing one list of records, and prints their JS in bytes and brotli-compressed, as the
 * console's own build sends it (quality 11). All use react-dom and react-router (through react-admin):
 * - "react-admin": react-admin's <Admin> with a <List> and a <Datagrid> (its layout, menu and app bar), on Apollo
 *   Client and ra-data-graphql;
 * - "headless": ra-core's <CoreAdmin> and <ListBase>, with a MUI theme and a MUI <Table> for the rows, which is
 *   how the console is built (its own layout, sidebar and table), on Apollo Client and ra-data-graphql;
 * - "headless-fetch": the same, with a dataProvider that posts the GraphQL request with fetch (as the console's
 *   login page does): what the stack would cost without Apollo Client, graphql and ra-data-graphql.
 * The budget for a first list page is 250 KB on the wire (tests/e2e/bundleBudget.test.ts): what is left of it after
 * the headless floor is what the console's own pages may add.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { kb } from '../tests/support/pageScripts.ts';
import { ROOT } from '../tests/support/testServer.ts';

const MOUNT = `
import { createRoot } from 'react-dom/client';
const mount = (App: () => any) => createRoot(document.getElementById('root')!).render(<App />);
`;

const DATA_PROVIDER = `${MOUNT}
import buildGraphQLProvider from 'ra-data-graphql';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { useEffect, useState } from 'react';
/** The real data provider over Apollo; no request is made, since the app is built, never run. */
const useDataProvider = () => {
  const [dataProvider, setDataProvider] = useState<any>(null);
  useEffect(() => {
    const client = new ApolloClient({ uri: '/graphql', cache: new InMemoryCache() });
    buildGraphQLProvider({ client, introspection: false, buildQuery: () => () => ({ query: null, parseResponse: (r: any) => r.data }) } as any).then(setDataProvider);
  }, []);
  return dataProvider;
};
`;

const HEADLESS_LIST = `
import { CoreAdmin, Resource, ListBase, useListContext } from 'ra-core';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import TableCell from '@mui/material/TableCell';
const Rows = () => {
  const { data } = useListContext();
  return <Table><TableBody>{(data ?? []).map((r: any) => <TableRow key={r.id}><TableCell>{r.name}</TableCell></TableRow>)}</TableBody></Table>;
};
const HeadlessList = ({ dataProvider }: { dataProvider: any }) =>
  <ThemeProvider theme={createTheme()}><CoreAdmin dataProvider={dataProvider}><Resource name="orgs" list={<ListBase><Rows /></ListBase>} /></CoreAdmin></ThemeProvider>;
`;

/** Every dataProvider method as one GraphQL POST; the document is the string the app built (none here). */
const FETCH_DATA_PROVIDER = `${MOUNT}
const post = async (method: string, resource: string, params: unknown) => {
  const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: method + resource, variables: params }) });
  const { data } = await response.json();
  return data;
};
const methods = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'];
const dataProvider = Object.fromEntries(methods.map((m) => [m, (resource: string, params: unknown) => post(m, resource, params)]));
mount(() => <HeadlessList dataProvider={dataProvider} />);
`;

const APPS: Record<string, string> = {
  'react-admin': `${DATA_PROVIDER}
import { Admin, Resource, List, Datagrid, TextField } from 'react-admin';
const OrgList = () => <List><Datagrid><TextField source="name" /></Datagrid></List>;
mount(() => {
  const dataProvider = useDataProvider();
  return dataProvider && <Admin dataProvider={dataProvider}><Resource name="orgs" list={OrgList} /></Admin>;
});`,
  headless: `${DATA_PROVIDER}${HEADLESS_LIST}
mount(() => {
  const dataProvider = useDataProvider();
  return dataProvider && <HeadlessList dataProvider={dataProvider} />;
});`,
  'headless-fetch': `${HEADLESS_LIST}${FETCH_DATA_PROVIDER}`,
};

const brotli = (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Builds one app (inside the repository, so that its imports resolve to node_modules) and sums its JS. */
const measure = async (source: string) => {
  const dir = await mkdtemp(join(ROOT, '.bundle-floor-'));
  try {
    await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.tsx"></script>');
    await writeFile(join(dir, 'main.tsx'), source);
    await build({
      root: dir,
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      define: { 'globalThis.__DEV__': 'false' },
      build: { outDir: join(dir, 'dist'), sourcemap: false },
    });
    const assets = join(dir, 'dist', 'assets');
    const files = (await readdir(assets)).filter((f) => f.endsWith('.js'));
    const bodies = await Promise.all(files.map((f) => readFile(join(assets, f))));
    return { raw: bodies.reduce((n, b) => n + b.length, 0), wire: bodies.reduce((n, b) => n + brotli(b), 0) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

console.log('One list page on the console stack alone (JS; brotli as the build sends it)\n');
console.log('| app            | uncompressed | on the wire | of a 250 KB budget |');
console.log('| -------------- | ------------ | ----------- | ------------------ |');
for (const [name, source] of Object.entries(APPS)) {
  const { raw, wire } = await measure(source);
  console.log(
    `| ${name.padEnd(14)} | ${`${kb(raw)} KB`.padStart(12)} | ${`${kb(wire)} KB`.padStart(11)} | ${`${Math.round((kb(wire) / 250) * 100)}%`.padStart(18)} |`,
  );
}
