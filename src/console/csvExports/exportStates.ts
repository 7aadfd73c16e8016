export type ExportSeverity = 'info' | 'success' | 'error';

/** Spec 002 §4: what each export state says, and in which colour. Any other state shows as info. */
const EXPORT_STATES: Record<string, { message: string; severity: ExportSeverity }> = {
  pending: { message: 'This export has not yet started.', severity: 'info' },
  exporting: { message: 'This export is currently being generated. You will receive an email when it is ready.', severity: 'info' },
  completed: { message: 'This export is ready for download.', severity: 'success' },
  failed: { message: 'This export failed to generate.', severity: 'error' },
};

export const exportStateView = (state: string): { message: string; severity: ExportSeverity } =>
  EXPORT_STATES[state] ?? { message: `This export is ${state}.`, severity: 'info' };

/** The export page asks again every second while the file is still being made (002 §9). */
export const EXPORT_POLL_MS = 1000;

export const isExportInProgress = (state: string | undefined): boolean => state === 'pending' || state === 'exporting';

/** react-query's refetchInterval for one export: every second while in progress, never once it is done. */
export const exportPollInterval = (state: string | undefined): number | false => (isExportInProgress(state) ? EXPORT_POLL_MS : false);

export const canDownload = (state: string | undefined): boolean => state === 'completed';
