import type { Db } from '../db/database.ts';
import { replaceVenueServerCredential } from '../features/venueServers/api/credentials.ts';
import { runAgent } from '../../../scripts/venueAgent/agent.ts';

/** The demo's venue server: DHSC's, whose two cameras the console's Live Image shows. */
const DEMO_SERVER = 'dhsc-vs-01';

/**
 * The demo acts as its own venue server: `npm start` gives dhsc-vs-01 a fresh credential (replacing any other,
 * as Issue Credential does) and runs the venue agent in this process against the server's own HTTP API, so
 * Live Image shows a snapshot from seconds ago and a command from Run Command completes within seconds. Off
 * with DEMO_VENUE_AGENT=0, and in production (a real deployment's venue servers are real). Answers how to stop it.
 */
export const startDemoVenueAgent = async (db: Db, url: string, production: boolean): Promise<() => Promise<void>> => {
  const off = async () => {};
  if (process.env.DEMO_VENUE_AGENT === '0' || production) return off;
  const server = await db.selectFrom('venue_servers').select(['id', 'enabled']).where('name', '=', DEMO_SERVER).executeTakeFirst();
  if (!server?.enabled) return off;
  const credential = await replaceVenueServerCredential(db, server.id);
  const stop = new AbortController();
  const log = (line: string) => console.log(`demo venue agent (${DEMO_SERVER}): ${line}`);
  // Its court's demo stream plays the built-in demo HLS (hlsRoutes.ts): the in-process agent leaves it alone rather
  // than encode a stream around the clock; `npm run venue-agent -- dhsc-vs-01` sends it for real.
  const running = runAgent(
    { url, credential, serverName: DEMO_SERVER, pollSeconds: 3, snapshotSeconds: 30, liveStreams: false, log },
    stop.signal,
  ).catch((err: Error) => log(`stopped: ${err.message}`));
  log(`polling ${url} every 3 s, snapshots every 30 s (DEMO_VENUE_AGENT=0 turns it off)`);
  return async () => {
    stop.abort();
    await running;
  };
};
