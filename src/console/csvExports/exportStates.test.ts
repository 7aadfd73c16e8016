import { describe, expect, it } from 'vitest';
import { canDownload, EXPORT_POLL_MS, exportPollInterval, exportStateView, isExportInProgress } from './exportStates.ts';

describe('CSV export states', () => {
  it.each([
    ['pending', 'This export has not yet started.', 'info'],
    ['exporting', 'This export is currently being generated. You will receive an email when it is ready.', 'info'],
    ['completed', 'This export is ready for download.', 'success'],
    ['failed', 'This export failed to generate.', 'error'],
    ['archived', 'This export is archived.', 'info'],
  ])('%s', (state, message, severity) => expect(exportStateView(state)).toEqual({ message, severity }));

  it('polls while pending or exporting and downloads only when completed', () => {
    expect(['pending', 'exporting', 'completed', 'failed'].map(isExportInProgress)).toEqual([true, true, false, false]);
    expect(['pending', 'exporting', 'completed', 'failed'].map(canDownload)).toEqual([false, false, true, false]);
    // The export page's refetchInterval: a finished export (or none yet loaded) is not asked for again.
    expect(['pending', 'exporting', 'completed', 'failed', undefined].map(exportPollInterval)).toEqual([
      EXPORT_POLL_MS,
      EXPORT_POLL_MS,
      false,
      false,
      false,
    ]);
  });
});
