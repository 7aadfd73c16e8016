/** Shown while a page chunk downloads; plain markup so it costs nothing before the chunk arrives. */
export const PageLoading = () => (
  <div role="progressbar" aria-label="Loading" style={{ fontFamily: 'system-ui, sans-serif', padding: 48, textAlign: 'center', color: '#666' }}>
    Loading…
  </div>
);
