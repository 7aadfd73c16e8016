import type { NormalizedCustomOperation, NormalizedType } from '../../../metadata/normalized.ts';
import { humanize } from '../../../metadata/naming.ts';
import type { ApiRecord } from '../../../shared/graphql/request.ts';
import { recordFields } from '../../../shared/graphql/selection.ts';
import { isStructured, type Item } from './structuredValue.ts';

/** File bytes as the API sends them (operationSdl.ts: the field in base64, mimeType, filename). */
export interface FileAnswer {
  base64: string;
  mimeType: string;
  filename: string;
  /** The operation's `returns.extraFields` (previewFilterChain's ffmpegFilterChain). */
  extra?: Record<string, string>;
}

/**
 * What a declared operation answered, by the kind it declares (`returns.kind`). A value under the field
 * 'message' is a message for the user (checkOpsWarnings), not a value to show.
 */
export type OperationAnswer =
  | { kind: 'none' }
  | { kind: 'records'; records: ApiRecord[] }
  | ({ kind: 'file' } & FileAnswer)
  | ({ kind: 'image' } & FileAnswer)
  | { kind: 'url'; url: string | null; emptyMessage?: string; open?: boolean }
  | {
      kind: 'value';
      label: string;
      text: string;
      copiedMessage?: string;
      note?: string;
      /** A JSON answer of objects, shown as a table rather than as text (StructuredResult). */
      data?: Item | Item[];
      /** The record type the objects are, when the answer's field names an association of the operation's type (commands). */
      recordType?: string;
    }
  | { kind: 'message'; message: string };

/** The fields a custom operation's request selects of its answer (see src/metadata/sdl/operationSdl.ts). */
export const answerSelection = (type: NormalizedType, operation: NormalizedCustomOperation): string => {
  const { kind, field } = operation.returns;
  switch (kind) {
    case 'none':
      return '{ success }';
    case 'records':
      return `{ ${recordFields(type)} }`;
    case 'url':
    case 'value':
      return `{ ${field} }`;
    case 'file':
    case 'image':
      return `{ ${field} mimeType filename ${(operation.returns.extraFields ?? []).join(' ')} }`;
  }
};

/** A value as text: strings as they are, anything else (a JSON answer) as indented JSON. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? ''));

/** Base64 of text's UTF-8 bytes (a file answered as text, see `returns.text`). */
const base64OfText = (text: string): string => btoa(Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join(''));

/**
 * The answer of a custom operation's mutation (`result`), typed by what the operation declares it returns.
 * `type` is the operation's own: a value under the name of one of its associations lists records of that type.
 */
export const answerOf = (operation: NormalizedCustomOperation, result: unknown, type?: Pick<NormalizedType, 'associations'>): OperationAnswer => {
  const { kind, field, copiedMessage, label, note, emptyMessage, open, text } = operation.returns;
  const payload = (result ?? {}) as Record<string, unknown>;
  switch (kind) {
    case 'none':
      return { kind };
    case 'records':
      return { kind, records: (Array.isArray(result) ? result : result ? [result] : []) as ApiRecord[] };
    case 'url':
      return {
        kind,
        url: typeof payload[field] === 'string' ? payload[field] : null,
        ...(emptyMessage && { emptyMessage }),
        ...(open && { open }),
      };
    case 'value':
      if (field === 'message' && typeof payload[field] === 'string') return { kind: 'message', message: payload[field] };
      return {
        kind,
        label: label ?? humanize(field),
        text: textOf(payload[field]),
        ...(copiedMessage && { copiedMessage }),
        ...(note && { note }),
        ...(isStructured(payload[field]) && { data: payload[field] }),
        ...(type && field && Object.hasOwn(type.associations, field) && { recordType: type.associations[field].typename }),
      };
    case 'file':
    case 'image':
      return {
        kind,
        base64: text ? base64OfText(String(payload[field] ?? '')) : String(payload[field] ?? ''),
        mimeType: String(payload.mimeType ?? ''),
        filename: String(payload.filename ?? ''),
        ...(operation.returns.extraFields?.length && {
          extra: Object.fromEntries(operation.returns.extraFields.map((f) => [f, String(payload[f] ?? '')])),
        }),
      };
  }
};
