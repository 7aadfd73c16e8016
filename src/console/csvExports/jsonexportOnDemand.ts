import type jsonexport from 'jsonexport/dist/index.js';

/**
 * Stands in for jsonexport in react-admin's imports (scripts/vite/libraryStandIns.ts). react-admin's list
 * controller imports its default CSV exporter, and with it jsonexport, whether or not anything exports: its code
 * would be on every list page. The console exports on the server (csvExports/), so jsonexport loads only if
 * react-admin's own exporter ever runs. Its answer comes through the callback or the promise, as jsonexport's
 * does (only the stream form, which no browser code uses, arrives in a promise).
 */
const jsonexportOnDemand: typeof jsonexport = (...args) => import('jsonexport/dist/index.js').then(({ default: real }) => real(...args));

export default jsonexportOnDemand;
