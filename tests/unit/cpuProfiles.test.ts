import { describe, expect, it } from 'vitest';
import type { Profiler } from 'node:inspector';
import { profileTimes, topTimes } from '../../scripts/cpuProfiles.ts';

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 9, columnNumber: 0, scriptId: '1' });

/** Three nodes: idle, a function of pg, a function of this project's records; one sample every 100 µs from t = 1000 µs. */
const profile: Profiler.Profile = {
  nodes: [
    { id: 1, callFrame: frame('(idle)', '') },
    { id: 2, callFrame: frame('addFields', 'file:///work/main/node_modules/pg/lib/result.js') },
    { id: 3, callFrame: frame('recordRow', 'file:///work/main/src/server/records/listQuery.ts') },
  ],
  startTime: 1000,
  endTime: 1600,
  samples: [2, 3, 1, 2, 3, 3],
  timeDeltas: [100, 100, 100, 100, 100, 100],
};

describe('profileTimes', () => {
  it('sums self time by package, by function and in all but idle', () => {
    const times = profileTimes(profile);
    expect(times.byPackage.get('pg')).toBeCloseTo(0.2);
    expect(times.byPackage.get('src/server/records')).toBeCloseTo(0.3);
    expect(times.byFunction.get('addFields lib/result.js:10')).toBeCloseTo(0.2);
    expect(times.busy).toBeCloseTo(0.5);
  });

  it("counts only the samples taken within the window, on the profile's clock", () => {
    // Samples at 1100, 1200, …, 1600 µs: the window [1350, 1550] holds those at 1400 and 1500 (pg, records).
    const times = profileTimes(profile, { from: 1350, to: 1550 });
    expect(times.busy).toBeCloseTo(0.2);
    expect(times.byPackage.get('pg')).toBeCloseTo(0.1);
    expect(times.byPackage.get('src/server/records')).toBeCloseTo(0.1);
  });

  it('lists the largest first, in µs a request, without idle', () => {
    const lines = topTimes(profileTimes(profile).byFunction, 5, 2).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\s+150 µs\/request {2}recordRow records\/listQuery.ts:10$/);
    expect(lines[1]).toMatch(/^\s+100 µs\/request {2}addFields lib\/result.js:10$/);
  });
});
