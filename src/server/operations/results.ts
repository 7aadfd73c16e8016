import type { NormalizedCustomOperation, NormalizedType } from '../../metadata/normalized.ts';
import { rowToRecord } from '../records/record.ts';
import type { Row } from '../db/row.ts';

/** A file or image result: its bytes and, for files, the name to save it under. */
export interface FileResult {
  bytes: Buffer;
  filename?: string;
  /** The operation's `returns.extraFields`, by name (previewFilterChain's ffmpegFilterChain). */
  extra?: Record<string, string>;
}

/** The API answer of an operation, by what it declares it returns (see sdl.ts for the matching types). */
export const shapeResult = (type: NormalizedType, operation: NormalizedCustomOperation, value: unknown, rows: Record<string, unknown>[]) => {
  const { kind, field, mime } = operation.returns;
  switch (kind) {
    case 'none':
      return { success: true };
    case 'records': {
      const records = rows.map((r) => rowToRecord(type, r as Row));
      return operation.target === 'batch' ? records : (records[0] ?? null);
    }
    case 'url':
    case 'value':
      return { [field]: value };
    case 'image':
    case 'file': {
      const file = value as FileResult;
      const extra = Object.fromEntries((operation.returns.extraFields ?? []).map((f) => [f, file.extra?.[f] ?? '']));
      return {
        [field]: file.bytes.toString(operation.returns.text ? 'utf8' : 'base64'),
        mimeType: mime ?? 'application/octet-stream',
        filename: file.filename ?? operation.name,
        ...extra,
      };
    }
  }
};
