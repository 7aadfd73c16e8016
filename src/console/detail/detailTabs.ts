import type { NormalizedTab, NormalizedType } from '../../metadata/normalized.ts';
import { evaluate } from '../../metadata/jsonLogic.ts';

export const DETAILS_TAB: NormalizedTab = { name: 'details', label: 'Details' };
export const NOTES_TAB: NormalizedTab = { name: 'system_notes', label: 'System Notes' };

/** Which tabs have something to show: association name → any rows, plus the record's notes. */
export interface TabData {
  associations: Record<string, boolean>;
  notes: boolean;
}

/**
 * Every tab the record may show (spec 002 §2.8): Details first (after any `first` tab; unless the type has none), the type's tabs whose visibleWhen holds
 * for the record, System Notes last where the user may read notes.
 */
export const recordTabs = (type: NormalizedType, record: Record<string, unknown>, { notes = true } = {}): NormalizedTab[] => {
  const visible = type.tabs.filter((t) => evaluate(t.visibleWhen, record));
  const details = type.display.detailsTab ? [DETAILS_TAB] : [];
  return [...visible.filter((t) => t.first), ...details, ...visible.filter((t) => !t.first), ...(notes ? [NOTES_TAB] : [])];
};

/**
 * The tabs on the bar: an association tab with nothing to show is hidden, also while that is not known
 * yet (so tabs do not appear and vanish), unless the URL asks for it, it offers actions (Add League Team), or
 * it is where the user adds the first record (Add RTMP Output on a new live stream: `offersAdd`).
 */
export const shownTabs = (
  tabs: NormalizedTab[],
  data: TabData | undefined,
  active: string | null,
  offersAdd: (tab: NormalizedTab) => boolean = () => false,
): NormalizedTab[] =>
  tabs.filter((t) => !t.association || t.actions?.length || t.name === active || data?.associations[t.association] === true || offersAdd(t));

/** Tabs with data carry a dot: associations with rows, System Notes with notes. */
export const hasData = (tab: NormalizedTab, data: TabData | undefined): boolean =>
  tab.association ? data?.associations[tab.association] === true : tab.name === NOTES_TAB.name && data?.notes === true;

export type TabChoice = { tab: NormalizedTab } | { error: string };

/** The tab named by the `tab` query parameter; no parameter means the first. */
export const chooseTab = (tabs: NormalizedTab[], param: string | null): TabChoice => {
  if (!param) return { tab: tabs[0] };
  const tab = tabs.find((t) => t.name === param);
  return tab ? { tab } : { error: `Invalid tab: ${param} (${tabs.map((t) => t.name).join(', ')})` };
};
