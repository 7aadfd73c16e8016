import { hostname, loadavg, networkInterfaces, release, totalmem, freemem, type as osType, uptime } from 'node:os';
import { statfs } from 'node:fs/promises';
import type { StatusEntry } from '../../src/shared/venueServerApi.ts';
import { runProgram } from './allowedCommands.ts';

const GB = 1024 ** 3;
const gb = (bytes: number) => `${(bytes / GB).toFixed(1)} GB`;

const uptimeText = (seconds: number) => {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${days} day${days === 1 ? '' : 's'}, ${hours}:${String(minutes).padStart(2, '0')}`;
};

/** The Status tab's entries, read from the machine the agent runs on (system, disk, network, the agent itself). */
export const statusEntries = async (dataDir: string, pollSeconds: number): Promise<StatusEntry[]> => {
  const disk = await statfs(dataDir);
  const addresses = Object.entries(networkInterfaces())
    .flatMap(([name, list]) => (list ?? []).filter((a) => a.family === 'IPv4').map((a) => `${name.padEnd(8)} ${a.cidr ?? a.address}`))
    .join('\n');
  return [
    { section: 'System', label: 'Host', value: `${hostname()} (${osType()} ${release()})` },
    { section: 'System', label: 'Uptime', value: uptimeText(uptime()) },
    {
      section: 'System',
      label: 'Load average',
      value: loadavg()
        .map((l) => l.toFixed(2))
        .join('  '),
    },
    { section: 'System', label: 'Memory', value: `${gb(freemem())} free of ${gb(totalmem())}` },
    { section: 'Disk', label: 'Free space', value: `${gb(disk.bavail * disk.bsize)} of ${gb(disk.blocks * disk.bsize)} (${dataDir})` },
    { section: 'Network', label: 'Addresses', value: addresses || 'none' },
    { section: 'Services', label: 'Venue agent', value: `active (running), polling every ${pollSeconds} s` },
  ];
};

/**
 * The SMART state text: `smartctl -H -A` of the disk when the machine has smartctl and may read it, else a
 * report in smartctl's form that says it was acted out (a container or laptop has no disk to ask).
 */
export const smartState = async (device: string): Promise<string> => {
  const real = await runProgram('smartctl', ['-H', '-A', device]);
  if (real.exitStatus === 0) return real.output;
  return [
    `[simulated by venue-agent: smartctl could not read ${device} here (exit ${real.exitStatus})]`,
    'smartctl 7.3 2022-02-28 r5338 [x86_64-linux] (local build)',
    '',
    '=== START OF READ SMART DATA SECTION ===',
    'SMART overall-health self-assessment test result: PASSED',
    '',
    'ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE',
    '  5 Reallocated_Sector_Ct   0x0033   100   100   010    Pre-fail  Always       -       0',
    '  9 Power_On_Hours          0x0032   095   095   000    Old_age   Always       -       21894',
    '194 Temperature_Celsius     0x0022   064   052   000    Old_age   Always       -       36',
    '197 Current_Pending_Sector  0x0012   100   100   000    Old_age   Always       -       0',
    '',
  ].join('\n');
};
