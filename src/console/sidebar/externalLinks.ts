/**
 * Links that leave the console. The spec names them but not their addresses; the server engineer owns
 * the real URLs (help centre, admin framework, job-queue and database monitors) and can change them here.
 */
export const HELP_URL = 'https://help.readmin.example';

export const PLATFORM_TOOLS = [
  { key: 'tool:admin', label: 'Admin Framework', href: '/admin' },
  { key: 'tool:jobs', label: 'Job Queue Monitor', href: '/jobs' },
  { key: 'tool:db', label: 'Database Monitor', href: '/db_monitor' },
];
