import { describe, expect, it } from 'vitest';
import type { GetListResult, GetOneResult } from 'react-admin';
import { providerWith } from '../testing/providerWith.ts';
import { lazyDataProvider } from './lazyDataProvider.ts';

describe('lazyDataProvider', () => {
  it('loads the real provider once, on the first call, and delegates', async () => {
    let loads = 0;
    const real = providerWith({ getOne: async (resource, params): Promise<GetOneResult> => ({ data: { id: params.id, resource } }) });
    const provider = lazyDataProvider(async () => (loads++, real));
    expect(loads).toBe(0);
    expect(await provider.getOne('teams', { id: '1' })).toEqual({ data: { id: '1', resource: 'teams' } });
    await provider.getOne('teams', { id: '2' });
    expect(loads).toBe(1);
  });

  it('does not start a request abandoned while the provider loaded', async () => {
    const calls: string[] = [];
    const real = providerWith({ getList: async (): Promise<GetListResult> => (calls.push('getList'), { data: [], total: 0 }) });
    const provider = lazyDataProvider(async () => real);
    const controller = new AbortController();
    const pending = provider.getList('teams', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(calls).toEqual([]);
  });

  it("calls a loaded provider in the caller's task, so that the request leaves before anything queued after it", async () => {
    const calls: string[] = [];
    const real = providerWith({
      getOne: async (_, params): Promise<GetOneResult> => (calls.push(String(params.id)), { data: { id: params.id } }),
    });
    const provider = lazyDataProvider(async () => real);
    const first = provider.getOne('teams', { id: '1' });
    expect(calls).toEqual([]); // still loading
    await first;
    void provider.getOne('teams', { id: '2' });
    expect(calls).toEqual(['1', '2']);
  });

  it("with loadNow, loads before the first call, which then runs in its caller's task", async () => {
    const calls: string[] = [];
    const real = providerWith({
      getOne: async (_, params): Promise<GetOneResult> => (calls.push(String(params.id)), { data: { id: params.id } }),
    });
    let loaded!: () => void;
    const ready = new Promise<void>((resolve) => (loaded = resolve));
    const provider = lazyDataProvider(async () => (loaded(), real), { loadNow: true });
    await ready;
    await Promise.resolve(); // the load's own then
    void provider.getOne('teams', { id: '1' });
    expect(calls).toEqual(['1']);
  });
});
