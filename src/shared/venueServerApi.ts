/**
 * The venue server API: what a venue server (or `npm run venue-agent`) calls with its credential, in
 * `Authorization: Bearer <credential>`. The server and the agent share these paths and shapes.
 */
export const VENUE_API_PATH = '/venue_api/v1';

/** GET: the server's pending commands, which become sent as they are answered. */
export const VENUE_API_COMMANDS = `${VENUE_API_PATH}/commands`;

/** POST: a report on one command the server was sent. */
export const venueApiCommandReport = (commandId: string | number) => `${VENUE_API_COMMANDS}/${commandId}/report`;

/** POST: the server's status entries and SMART state. */
export const VENUE_API_STATUS = `${VENUE_API_PATH}/status`;

/** GET: the server's cameras and the courts each films. */
export const VENUE_API_CAMERAS = `${VENUE_API_PATH}/cameras`;

/**
 * POST, body a JPEG (content-type image/jpeg): the camera's newest snapshot; `?takenAt=<ISO>` when it was taken
 * (default: when it arrives). The camera is its id in the cameras answer, or its Camera ID (cam-…).
 */
export const venueApiCameraSnapshot = (cameraId: string | number) => `${VENUE_API_CAMERAS}/${encodeURIComponent(cameraId)}/snapshot`;

/** POST, body an MP4 (content-type video/mp4): a court's recording that started at startedAt. */
export const VENUE_API_RECORDINGS = `${VENUE_API_PATH}/recordings`;
export const venueApiRecording = (courtId: string | number, startedAt: Date | string) =>
  `${VENUE_API_RECORDINGS}?court=${encodeURIComponent(courtId)}&startedAt=${encodeURIComponent(typeof startedAt === 'string' ? startedAt : startedAt.toISOString())}`;

export interface VenueCamera {
  id: string;
  /** Its Camera ID, cam-…. */
  cameraId: string;
  enabled: boolean;
  /** The courts its surfaces film: what its recordings are of. */
  courts: { id: string; name: string }[];
}

export interface CamerasAnswer {
  cameras: VenueCamera[];
}

export interface SnapshotAnswer {
  camera: { id: string; cameraId: string; snapshotTakenAt: string; size: number };
}

export interface RecordingAnswer {
  recording: {
    id: string;
    court: string;
    state: string;
    startedAt: string;
    finishedAt: string;
    durationSeconds: number;
    sizeMb: number;
    url: string;
  };
}

export interface VenueCommand {
  id: string;
  content: string;
  createdAt: string;
}

export interface CommandsAnswer {
  venueServer: { id: string; name: string };
  commands: VenueCommand[];
}

/**
 * A report on a command: `output` is everything the command printed so far (each report replaces the last),
 * `progress` a percentage; with `exitStatus` the command is finished (completed at 0, failed otherwise).
 */
export interface CommandReport {
  progress?: number;
  output?: string;
  exitStatus?: number;
}

export interface StatusEntry {
  section: string;
  label: string;
  value: string;
}

/** What a server reports about itself: either part, or both; each replaces what was stored before. */
export interface StatusReport {
  statusEntries?: StatusEntry[];
  smartState?: string;
}

/** Limits on what a server may send, as the metadata stores it. */
export const VENUE_API_LIMITS = {
  output: 100_000,
  smartState: 100_000,
  statusEntries: 500,
  section: 100,
  label: 200,
  value: 10_000,
  /** A snapshot's bytes: a 4K JPEG is well under this. */
  snapshotBytes: 5 * 1024 * 1024,
  /** A recording's bytes: the body is held in memory while ffprobe reads it, so a server uploads in chunks of minutes. */
  recordingBytes: 200 * 1024 * 1024,
};

/**
 * GET: the server's live streams to send now, each with every output resolved for sending: not cancelled, on a
 * court one of its cameras films, live now or starting within VENUE_API_LIVE_STREAMS_LEAD.minutes.
 */
export const VENUE_API_LIVE_STREAMS = `${VENUE_API_PATH}/live_streams`;

/** POST `{entries: [{level?, message, loggedAt?}]}`: lines for the stream's Log tab. */
export const venueApiLiveStreamLog = (liveStreamId: string | number) => `${VENUE_API_LIVE_STREAMS}/${liveStreamId}/log`;

/**
 * PUT, body an HLS playlist (`*.m3u8`, application/vnd.apple.mpegurl) or segment (`*.ts`, video/mp2t): the
 * stream's HLS for the widget. Upload a segment before the playlist that names it.
 */
export const venueApiLiveStreamHls = (liveStreamId: string | number, file: string) =>
  `${VENUE_API_LIVE_STREAMS}/${liveStreamId}/hls/${encodeURIComponent(file)}`;

/** How early a stream is handed out before its start, so the server can get its encoder going. */
export const VENUE_API_LIVE_STREAMS_LEAD = { minutes: 5 };

export interface VenueLiveStream {
  id: string;
  name: string;
  court: { id: string; name: string };
  startAt: string;
  finishAt: string;
  outputResolution: '720p' | '1080p';
  motioncropEnabled: boolean;
  logoVisible: boolean;
  audioEnabled: boolean;
  /** The server's cameras that film the court and may stream (enabled, Allow live streams): empty when none may. */
  cameras: { id: string; cameraId: string }[];
  /** As stored: the URL carries the stream key as its last path segment. */
  rtmpOutputs: { id: string; rtmpUrl: string }[];
  youtubeOutputs: { id: string; ytChannelId: string; title: string; description: string | null; unlisted: boolean }[];
  facebookOutputs: { id: string; fbProfileId: string; title: string; description: string | null }[];
  /** Where to POST the stream's log lines, and where its HLS files go (venueApiLiveStreamHls). */
  logPath: string;
  hlsPath: string;
}

export interface LiveStreamsAnswer {
  liveStreams: VenueLiveStream[];
}

export type LiveStreamLogLevel = 'info' | 'warning' | 'error';

export interface LiveStreamLogEntry {
  level?: LiveStreamLogLevel;
  message: string;
  /** When it happened, ISO 8601 with its offset (default: when it arrives). */
  loggedAt?: string;
}

export interface LiveStreamLogReport {
  entries: LiveStreamLogEntry[];
}

export interface LiveStreamLogAnswer {
  logged: number;
}

export interface HlsUploadAnswer {
  file: string;
  size: number;
  /** The stream's liveHlsUrl, where the widget plays it from: set by the first playlist (null before). */
  liveHlsUrl: string | null;
}

/** Limits on a stream's log lines and HLS files. */
export const LIVE_STREAM_API_LIMITS = {
  logEntries: 100,
  logMessage: 2000,
  /** A live playlist names a handful of segments: a few KB. */
  playlistBytes: 256 * 1024,
  /** A segment of a few seconds at 1080p is a few MB. */
  segmentBytes: 32 * 1024 * 1024,
};

/**
 * POST `{pid, startedAt, endedAt?}`: a span of the stream's encoding process, for its Encoding Timeline tab. Post it
 * when the encoder starts, and again with endedAt when it stops: the span of that pid and start is then ended.
 */
export const venueApiLiveStreamEncoding = (liveStreamId: string | number) => `${VENUE_API_LIVE_STREAMS}/${liveStreamId}/encoding`;

export interface EncodingSpanReport {
  pid: number;
  startedAt: string;
  endedAt?: string;
}

export interface EncodingSpanAnswer {
  span: { id: string; pid: number; startedAt: string; endedAt: string | null };
}
