const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A duration in seconds as days plus HH:MM:SS (spec 000 §9): 90061 → "1d 01:01:01". The console shows
 * it so, and CSV exports write the same text (src/server/fieldTypes/exportText.ts renders it in SQL; a
 * test compares the two over many values).
 */
export const formatDuration = (totalSeconds: number): string => {
  const s = Math.round(Math.abs(totalSeconds));
  const days = Math.floor(s / 86400);
  const clock = `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return `${totalSeconds < 0 ? '-' : ''}${days ? `${days}d ` : ''}${clock}`;
};
