/**
 * npm start (npm run dev: the console from source through Vite, with hot reload): the console at http://localhost:3000 on embedded PGlite (./data/pglite), migrated and seeded
 * with demo data on first start; on PostgreSQL instead when DATABASE_URL is set.
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { isEmpty, seedDemoData } from './demo/seed.ts';
import { oneProcessAtATime, STARTUP_LOCKS } from './db/startupLock.ts';
import { createApp } from './app.ts';
import { startJobs } from './startJobs.ts';
import type { Registry } from '../metadata/normalized.ts';
import { install } from './install.ts';
import { FEATURES } from './features/index.ts';
import { openObjectStore } from './files/storage/storageConfig.ts';
import { DatabaseStore } from './files/storage/databaseStore.ts';
import { moveBlobBytesToStore } from './files/legacyBlobBytes.ts';
import { mediaTools } from './features/media/mediaTools.ts';
import { startDemoVenueAgent } from './demo/demoVenueAgent.ts';

const root = join(import.meta.dirname, '../..');
const installed = install(JSON.parse(readFileSync(join(root, 'src/generated/registry.json'), 'utf8')) as Registry, FEATURES);
const port = Number(process.env.PORT ?? 3000);
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.PGLITE_DIR ?? join(root, 'data/pglite') });
const storage = openObjectStore(database.db);

// Several processes may start at once on one PostgreSQL database: one migrates and seeds, the others find it done.
await oneProcessAtATime(database, STARTUP_LOCKS.schema, async () => {
  const applied = await migrate(database.db);
  if (applied.length) console.log(`applied migrations: ${applied.join(', ')}`);
  const moved = await moveBlobBytesToStore(database.db, storage);
  if (moved) console.log(`moved ${moved} files' bytes from readmin_blobs into the object store`);
  if ((await isEmpty(database.db)) && process.env.SEED !== 'false') {
    // The database's own store is written in the seed's transaction; another store (S3) as it is.
    // The demo's games end the week before the one it is started in, so the Dashboard's default range shows them.
    await seedDemoData(database.db, { today: new Date(), ...(storage instanceof DatabaseStore ? {} : { storage }) });
    console.log('seeded demo data (accounts in README.md, password demo-password-1)');
  }
});
const dev = process.argv.includes('--dev');
const vite = dev ? await (await import('vite')).createServer({ root, server: { middlewareMode: true }, appType: 'custom' }) : undefined;
const dataDir = process.env.DATA_DIR ?? join(root, 'data');
const jobs = await startJobs(database, installed, {
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  storage,
});
const app = await createApp({ database, installed, distDir: dev ? undefined : join(root, 'dist'), vite, exports: jobs.deps, dataDir, storage });
const host = process.env.HOST ?? '0.0.0.0';
await app.listen(port, host);
console.log(`readmin on ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}: http://localhost:${port}/readmin`);
const { ffmpeg } = mediaTools();
console.log(
  `files in ${storage.bucket === 'database' ? 'the database' : `S3 bucket ${storage.bucket}`}; ffmpeg: ${ffmpeg.source === 'npm' ? 'the npm package @ffmpeg-installer/ffmpeg' : ffmpeg.path}`,
);
// The demo's own venue server calls this server as any other would, through its HTTP API.
const selfUrl = `http://${['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host}:${port}`;
const stopVenueAgent = await startDemoVenueAgent(database.db, selfUrl, process.env.NODE_ENV === 'production');

const shutdown = async () => {
  await stopVenueAgent();
  await app.close(); // finishes the requests in flight, takes no new ones
  await jobs.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
