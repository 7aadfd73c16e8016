const exact = new Intl.NumberFormat('en');
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * "10 of 1,234"; an estimated total (readminObjectsTotal.approximate, for very large lists) reads
 * "10 of about 1.2M", since its last digits mean nothing.
 */
export const formatListCount = (shown: number, total: number, approximate = false): string =>
  `${exact.format(shown)} of ${approximate ? `about ${compact.format(total)}` : exact.format(total)}`;
