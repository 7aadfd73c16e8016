/** Spec 000 §2.14: page sizes 10, 20, 50, 100 in the `limit` query parameter, default 10. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const parseLimit = (param: string | null): number => {
  const n = Number(param);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
};
