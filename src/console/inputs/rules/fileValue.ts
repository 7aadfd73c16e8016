/** A new upload as the API takes it (spec 000 §3.3: name, base64, size). */
export interface FileUpload {
  name: string;
  base64: string;
  size: number;
}

/** A stored file as the API returns it. */
export interface StoredFile {
  name: string;
  size: number;
  url: string;
}

export const isUpload = (value: unknown): value is FileUpload =>
  typeof value === 'object' && value !== null && typeof (value as FileUpload).base64 === 'string';

/** Base64 of bytes without a data: prefix, in chunks so that large files do not overflow the call stack. */
export const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

export const readUpload = async (file: File): Promise<FileUpload> => ({
  name: file.name,
  base64: bytesToBase64(new Uint8Array(await file.arrayBuffer())),
  size: file.size,
});

/** "logo.png (12.3 KB)" */
export const describeFile = (file: { name: string; size: number }): string => {
  const kb = file.size / 1024;
  const size = kb < 1 ? `${file.size} bytes` : kb < 1024 ? `${kb.toFixed(1)} KB` : `${(kb / 1024).toFixed(1)} MB`;
  return `${file.name} (${size})`;
};

/** Where an image can be previewed from: the new upload's bytes or the stored file's URL. */
export const imageSource = (value: unknown, type = 'image/*'): string | null => {
  if (isUpload(value)) return `data:${type === 'image/*' ? 'image/png' : type};base64,${value.base64}`;
  const stored = value as StoredFile | null;
  return stored?.url ?? null;
};
