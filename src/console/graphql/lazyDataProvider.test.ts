import { describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { lazyDataProvider } from './lazyDataProvider.ts';

describe('lazyDataProvider', () => {
  it('loads the real provider once, on the first call, and delegates', async () => {
    let loads = 0;
    const real = { getOne: async (resource: string, params: { id: string }) => ({ data: { id: params.id, resource } }) } as unknown as DataProvider;
    const provider = lazyDataProvider(async () => (loads++, real));
    expect(loads).toBe(0);
    expect(await provider.getOne('teams', { id: '1' })).toEqual({ data: { id: '1', resource: 'teams' } });
    await provider.getOne('teams', { id: '2' });
    expect(loads).toBe(1);
  });

  it('does not start a request abandoned while the provider loaded', async () => {
    const calls: string[] = [];
    const real = { getList: async () => (calls.push('getList'), { data: [], total: 0 }) } as unknown as DataProvider;
    const provider = lazyDataProvider(async () => real);
    const controller = new AbortController();
    const pending = provider.getList('teams', { signal: controller.signal } as never);
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(calls).toEqual([]);
  });

  it("calls a loaded provider in the caller's task, so that the request leaves before anything queued after it", async () => {
    const calls: string[] = [];
    const real = {
      getOne: async (_: string, params: { id: string }) => (calls.push(params.id), { data: { id: params.id } }),
    } as unknown as DataProvider;
    const provider = lazyDataProvider(async () => real);
    const first = provider.getOne('teams', { id: '1' });
    expect(calls).toEqual([]); // still loading
    await first;
    void provider.getOne('teams', { id: '2' });
    expect(calls).toEqual(['1', '2']);
  });

  it("with loadNow, loads before the first call, which then runs in its caller's task", async () => {
    const calls: string[] = [];
    const real = {
      getOne: async (_: string, params: { id: string }) => (calls.push(params.id), { data: { id: params.id } }),
    } as unknown as DataProvider;
    let loaded!: () => void;
    const ready = new Promise<void>((resolve) => (loaded = resolve));
    const provider = lazyDataProvider(async () => (loaded(), real), { loadNow: true });
    await ready;
    await Promise.resolve(); // the load's own then
    void provider.getOne('teams', { id: '1' });
    expect(calls).toEqual(['1']);
  });
});
