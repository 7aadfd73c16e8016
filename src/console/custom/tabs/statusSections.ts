export interface StatusEntry {
  section: string;
  label: string;
  value: string;
}

const isEntry = (v: unknown): v is StatusEntry =>
  typeof v === 'object' && v !== null && ['section', 'label', 'value'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

/** Whether a JSON value is a list of status entries, all of them well formed (the Details tab shows it as a table). */
export const isStatusEntryList = (value: unknown): value is StatusEntry[] => Array.isArray(value) && value.length > 0 && value.every(isEntry);

/**
 * A venue server's reported status entries grouped by section, sections in the order they first appear.
 * The server stores what the device sent: anything that is not a {section, label, value} entry is skipped.
 */
export const statusSections = (entries: unknown): { section: string; entries: StatusEntry[] }[] => {
  const sections = new Map<string, StatusEntry[]>();
  for (const e of Array.isArray(entries) ? entries.filter(isEntry) : []) sections.set(e.section, [...(sections.get(e.section) ?? []), e]);
  return [...sections].map(([section, list]) => ({ section, entries: list }));
};
