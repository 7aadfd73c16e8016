/**
 * This server over DATABASE_URL (already migrated and seeded by bench-peer.ts) on a free port, in a process of its
 * own as PostGraphile is (scripts/peer/postgraphile.mjs), so that neither shares its event loop or heap with the
 * benchmark's client. It prints `{"port":N}` once it serves and stops when its parent closes stdin.
 */
import { openDatabase } from '../../src/server/db/database.ts';
import { serveBench } from '../benchCases.ts';

const database = await openDatabase({ url: process.env.DATABASE_URL });
const served = await serveBench(database);
process.stdout.write(`${JSON.stringify({ port: Number(new URL(served.url).port) })}\n`);
const stop = async () => {
  await served.stop();
  await database.close();
  process.exit(0);
};
process.stdin.on('end', () => void stop());
process.stdin.resume();
process.on('SIGTERM', () => void stop());
