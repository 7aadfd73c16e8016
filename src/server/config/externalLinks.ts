import { CONSOLE_BASE } from '../../metadata/naming.ts';

/** A link out of the console, as the sidebar shows it (spec 000 §2.12). */
export interface ExternalLink {
  key: string;
  label: string;
  url: string;
}

type Env = Record<string, string | undefined>;

/** Help is shown to everyone: the operator's help site (HELP_URL), else the console's own Help page. */
const DEFAULT_HELP_URL = `${CONSOLE_BASE}/help`;

/**
 * The platform's tools: an admin framework, a job-queue monitor and a database monitor. Each is a separate
 * deployment, so each shows only once its address is configured: a link to nothing would be worse than none.
 */
const TOOLS = [
  { key: 'tool:admin', label: 'Admin Framework', env: 'ADMIN_FRAMEWORK_URL' },
  { key: 'tool:jobs', label: 'Job Queue Monitor', env: 'JOB_QUEUE_MONITOR_URL' },
  { key: 'tool:db', label: 'Database Monitor', env: 'DATABASE_MONITOR_URL' },
] as const;

/** The external links a user's sidebar offers: Help, and the configured tools for platform admins only. */
export const externalLinksFor = (isAdmin: boolean, env: Env = process.env): ExternalLink[] => [
  { key: 'help', label: 'Help', url: env.HELP_URL || DEFAULT_HELP_URL },
  ...(isAdmin ? TOOLS.flatMap((t) => (env[t.env] ? [{ key: t.key, label: t.label, url: env[t.env]! }] : [])) : []),
];
