import { attributeName } from '../../../metadata/naming.ts';
import { fail, ok, type InputDef } from '../inputDef.ts';
import type { PickedRecord } from '../picker/pickerParams.ts';
import { isUpload } from '../rules/fileValue.ts';
import { DEFAULT_CANVAS, parseRectangle, rectangleText, type RectangleText } from '../rules/rectangleValue.ts';
import { FileInput, ImageInput, RectangleInput, ReferenceInput, ReferencesInput } from './lazyInputs.ts';

const upload: InputDef<unknown> = {
  Input: FileInput,
  empty: null,
  fromRecord: (field, record) => record[field.name] ?? null,
  // Only a new upload is sent; the stored file the dialog opened with stays as it is.
  parse: (_, value) => ok(isUpload(value) ? { name: value.name, base64: value.base64, size: value.size } : undefined),
};

const idOf = (r: PickedRecord) => String(r.id);

/** Uploads, links to other records (edited as { id, readminName }, sent as ids) and rectangles. */
export const LINK_INPUTS = {
  file: upload,
  image: { ...upload, Input: ImageInput },
  reference: {
    Input: ReferenceInput,
    empty: null,
    fromRecord: (field, record) => {
      const linked = record[field.name] as PickedRecord | null | undefined;
      const id = record[attributeName(field)];
      return linked ?? (id != null && id !== '' ? { id: String(id) } : null);
    },
    parse: (_, v) => ok(idOf(v!)),
  } satisfies InputDef<PickedRecord | null>,
  references: {
    Input: ReferencesInput,
    empty: [],
    fromRecord: (field, record) => {
      const linked = record[field.name] as PickedRecord[] | null | undefined;
      const ids = (record[attributeName(field)] as string[] | undefined) ?? [];
      return linked ? [...linked] : ids.map((id) => ({ id: String(id) }));
    },
    parse: (_, v) => ok(v.map(idOf)),
  } satisfies InputDef<PickedRecord[]>,
  rectangle: {
    Input: RectangleInput,
    empty: null,
    fromRecord: (field, record) => rectangleText(record[field.name]),
    parse: (field, v) => {
      const parsed = parseRectangle(v!, { ...DEFAULT_CANVAS, ...field.canvas }, field.label);
      return parsed.ok ? ok(parsed.value) : fail(parsed.message);
    },
  } satisfies InputDef<RectangleText | null>,
};
