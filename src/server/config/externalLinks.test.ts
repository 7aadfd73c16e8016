import { describe, expect, it } from 'vitest';
import { externalLinksFor } from './externalLinks.ts';

const CONFIGURED = {
  HELP_URL: 'https://help.example.org',
  ADMIN_FRAMEWORK_URL: 'https://ops.example.org/admin',
  JOB_QUEUE_MONITOR_URL: 'https://ops.example.org/jobs',
  DATABASE_MONITOR_URL: '',
};

describe('external links', () => {
  it('offers platform admins Help and each tool that has an address', () => {
    expect(externalLinksFor(true, CONFIGURED)).toEqual([
      { key: 'help', label: 'Help', url: 'https://help.example.org' },
      { key: 'tool:admin', label: 'Admin Framework', url: 'https://ops.example.org/admin' },
      { key: 'tool:jobs', label: 'Job Queue Monitor', url: 'https://ops.example.org/jobs' },
    ]);
  });

  it('never sends the tools to anyone else, and always has Help', () => {
    expect(externalLinksFor(false, CONFIGURED).map((l) => l.key)).toEqual(['help']);
    // Without a help site of the operator's, the console's own Help page: never an address that leads nowhere.
    expect(externalLinksFor(true, {})).toEqual([{ key: 'help', label: 'Help', url: '/readmin/help' }]);
  });
});
