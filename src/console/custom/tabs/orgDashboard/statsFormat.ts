/** A count as the Stats panel shows it (12,345). */
export const statCount = (n: number) => n.toLocaleString('en');

/** Live stream seconds as hours with one decimal, as the Stats panel shows them (5400 → '1.5'). */
export const streamHours = (seconds: number) => (seconds / 3600).toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
