/** True for the error getOne raises when readminObject answers null (RecordNotFoundError, status 404). */
export const isRecordNotFound = (error: unknown): boolean => {
  const e = error as { status?: number; body?: { status?: number } } | null | undefined;
  return e?.status === 404 || e?.body?.status === 404;
};
