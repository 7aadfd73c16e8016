/** jsonexport ships no types; react-admin's default CSV exporter calls it as (rows, options?, callback?). */
declare module 'jsonexport/dist/index.js' {
  const jsonexport: (...args: unknown[]) => unknown;
  export default jsonexport;
}
