import { parseArgs } from 'node:util';
import { runAgent, runAgentOnce, type AgentOptions } from './venueAgent/agent.ts';

/**
 * npm run venue-agent -- <server name> [--url URL] [--credential CREDENTIAL] [--interval SECONDS] [--once]
 *   [--snapshot-interval SECONDS] [--record SECONDS]
 * Acts as one venue server against a deployment: fetches its commands, runs the allowed ones, reports them
 * and the machine's status, posts a snapshot of each of its cameras (at most every --snapshot-interval
 * seconds), and with --record records a clip that long per court and uploads it as a recording. The URL and credential come from the flags or VENUE_AGENT_URL and
 * VENUE_AGENT_CREDENTIAL (the credential from the server's Issue Credential in the console).
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    credential: { type: 'string' },
    interval: { type: 'string', default: '10' },
    once: { type: 'boolean', default: false },
    'snapshot-interval': { type: 'string', default: '0' },
    record: { type: 'string' },
  },
});

const fail = (message: string): never => {
  console.error(`venue-agent: ${message}`);
  process.exit(2);
};

const serverName = positionals[0] ?? fail('name the venue server: npm run venue-agent -- <server name>');
const url = values.url ?? process.env.VENUE_AGENT_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const credential = values.credential ?? process.env.VENUE_AGENT_CREDENTIAL ?? fail('give the credential: --credential or VENUE_AGENT_CREDENTIAL');
const pollSeconds = Number(values.interval);
if (!Number.isFinite(pollSeconds) || pollSeconds < 1) fail('--interval is a number of seconds, 1 or more');

const snapshotSeconds = Number(values['snapshot-interval']);
if (!Number.isFinite(snapshotSeconds) || snapshotSeconds < 0) fail('--snapshot-interval is a number of seconds, 0 (every round) or more');
const recordSeconds = values.record === undefined ? undefined : Number(values.record);
if (recordSeconds !== undefined && !(Number.isInteger(recordSeconds) && recordSeconds >= 1 && recordSeconds <= 3600))
  fail('--record is a whole number of seconds from 1 to 3600');

const options: AgentOptions = {
  url,
  credential,
  serverName,
  pollSeconds,
  snapshotSeconds,
  recordSeconds,
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
};

try {
  if (values.once) await runAgentOnce(options);
  else {
    const stop = new AbortController();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
    options.log!(`venue-agent for ${serverName} polling ${url} every ${pollSeconds} s`);
    await runAgent(options, stop.signal);
  }
} catch (err) {
  fail((err as Error).message);
}
