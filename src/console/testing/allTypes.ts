import { loadTypes, typeIndex } from '../registry.ts';

/**
 * Tests and stories that read any type from the registry import it from here: every type is loaded first.
 * The console itself loads the types each page reads (registry.ts, pageTypes).
 */
await loadTypes(Object.keys(typeIndex.types));

export { registry, routedTypes, typeIndex } from '../registry.ts';
export { setViewerAccess } from '../auth/viewerAccessState.ts';
