import { ApolloCache, type Cache, type Transaction } from '@apollo/client/core';

/**
 * Apollo's cache for a client whose every request is 'no-cache' (dataProvider.ts). react-admin keeps the answers
 * in its own query cache, so Apollo's InMemoryCache (normalising, type policies, its code on every list page)
 * would hold nothing that anyone reads. This one keeps nothing: a read misses, a write is dropped, and an
 * update runs against this same empty cache. ApolloCache is Apollo's documented base class for custom caches.
 */
export class NothingKeptCache extends ApolloCache<null> {
  read(): null {
    return null;
  }
  write(): undefined {
    return undefined;
  }
  diff<T>(): Cache.DiffResult<T> {
    return { complete: false };
  }
  watch(): () => void {
    return () => undefined;
  }
  reset(): Promise<void> {
    return Promise.resolve();
  }
  evict(): boolean {
    return false;
  }
  restore(): this {
    return this;
  }
  extract(): null {
    return null;
  }
  removeOptimistic(): void {}
  performTransaction(transaction: Transaction<null>): void {
    transaction(this);
  }
}
