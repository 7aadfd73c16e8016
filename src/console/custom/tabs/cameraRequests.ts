import type { GraphqlRequest } from '../../graphql/request.ts';

/** One period of a camera's Recording Schedules tab (startTime and endTime are instants, ISO). */
export interface RecordingScheduleRow {
  id: string;
  startTime: string;
  endTime: string;
  sources: { kind: 'recording_block' | 'game_schedule'; id: string; name: string }[];
}

export const CAMERA_LIVE_IMAGE_QUERY = `query ReadminCameraLiveImage($id: ID!) { camera(id: $id) { id liveImageUrl } }`;

export const CAMERA_RECORDING_SCHEDULES_QUERY = `query ReadminCameraRecordingSchedules($id: ID!, $dateRange: DateRangeInput!, $timeZone: String!) {
  camera(id: $id) { id recordingSchedules(dateRange: $dateRange, timeZone: $timeZone) { startTime endTime sources { kind id name } } }
}`;

/**
 * A camera's live image address: { id, url }, url null when the camera cannot be read. Where the venue does
 * not allow camera preview the server refuses (FORBIDDEN, 'Live image previews are not allowed at this
 * venue.'), which reaches the tab as the request's error.
 */
export const cameraLiveImageRequest = (params: { id: unknown }): GraphqlRequest => ({
  query: CAMERA_LIVE_IMAGE_QUERY,
  variables: { id: params.id },
  parseResponse: ({ data }) => ({ data: { id: params.id, url: (data.camera as { liveImageUrl?: string } | null)?.liveImageUrl ?? null } }),
});

/** A camera's recording periods over meta.dateRange (days read in meta.timeZone), as rows numbered in order. */
export const cameraRecordingSchedulesRequest = (params: {
  meta?: { id?: string; dateRange?: { start: string; end: string }; timeZone?: string };
}): GraphqlRequest => ({
  query: CAMERA_RECORDING_SCHEDULES_QUERY,
  variables: { id: params.meta?.id, dateRange: params.meta?.dateRange, timeZone: params.meta?.timeZone },
  parseResponse: ({ data }) => {
    const periods = (data.camera as { recordingSchedules: Omit<RecordingScheduleRow, 'id'>[] } | null)?.recordingSchedules ?? [];
    const rows: RecordingScheduleRow[] = periods.map((p, i) => ({ id: String(i), ...p }));
    return { data: rows, total: rows.length };
  },
});
