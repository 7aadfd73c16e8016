import type { NormalizedTab, NormalizedType } from '../../metadata/normalized.ts';
import { evaluate } from '../../shared/jsonLogic.ts';

export const DETAILS_TAB: NormalizedTab = { name: 'details', label: 'Details' };

/** Details first, then the type's tabs whose visibleWhen holds for the record (spec 000 §2.15). */
export const visibleTabs = (type: NormalizedType, record: Record<string, unknown>): NormalizedTab[] => [
  DETAILS_TAB,
  ...type.tabs.filter((t) => evaluate(t.visibleWhen, record)),
];

export type TabChoice = { tab: NormalizedTab } | { error: string };

/** The tab named by the `tab` query parameter; no parameter means the first. */
export const chooseTab = (tabs: NormalizedTab[], param: string | null): TabChoice => {
  if (!param) return { tab: tabs[0] };
  const tab = tabs.find((t) => t.name === param);
  return tab ? { tab } : { error: `Invalid tab: ${param} (${tabs.map((t) => t.name).join(', ')})` };
};
