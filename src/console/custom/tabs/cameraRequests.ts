import type { ConsoleRequest } from '../../operations/consoleRequest.ts';

/** One period of a camera's Recording Schedules tab (startTime and endTime are instants, ISO). */
export interface RecordingScheduleRow {
  id: string;
  startTime: string;
  endTime: string;
  sources: { kind: 'recording_block' | 'game_schedule'; id: string; name: string }[];
}

export const CAMERA_LIVE_IMAGE_QUERY = `query ReadminCameraLiveImage($id: ID!) { camera(id: $id) { id liveImageUrl snapshotTakenAt } }`;

/** A camera's live image: its address, and when the snapshot it shows was taken (null when not known). */
export interface LiveImage {
  url: string;
  takenAt: string | null;
}

export const CAMERA_RECORDING_SCHEDULES_QUERY = `query ReadminCameraRecordingSchedules($id: ID!, $dateRange: DateRangeInput!, $timeZone: String!) {
  camera(id: $id) { id recordingSchedules(dateRange: $dateRange, timeZone: $timeZone) { startTime endTime sources { kind id name } } }
}`;

/**
 * A camera's live image address and its snapshot's time, null when the camera cannot be read. Where the venue does not allow camera
 * preview the server refuses (FORBIDDEN, 'Live image previews are not allowed at this venue.'), which reaches
 * the tab as the request's error.
 */
export const cameraLiveImageRequest = (params: { cameraId: string }): ConsoleRequest<LiveImage | null> => ({
  query: CAMERA_LIVE_IMAGE_QUERY,
  variables: { id: params.cameraId },
  parse: (data) => {
    const camera = data.camera as { liveImageUrl?: string | null; snapshotTakenAt?: string | null } | null;
    return camera?.liveImageUrl ? { url: camera.liveImageUrl, takenAt: camera.snapshotTakenAt ?? null } : null;
  },
});

export interface RecordingSchedulesParams {
  cameraId: string;
  dateRange: { start: string; end: string };
  timeZone: string;
}

/** A camera's recording periods over dateRange (days read in timeZone), as rows numbered in order. */
export const cameraRecordingSchedulesRequest = (params: RecordingSchedulesParams): ConsoleRequest<RecordingScheduleRow[]> => ({
  query: CAMERA_RECORDING_SCHEDULES_QUERY,
  variables: { id: params.cameraId, dateRange: params.dateRange, timeZone: params.timeZone },
  parse: (data) => {
    const periods = (data.camera as { recordingSchedules: Omit<RecordingScheduleRow, 'id'>[] } | null)?.recordingSchedules ?? [];
    return periods.map((p, i) => ({ id: String(i), ...p }));
  },
});
