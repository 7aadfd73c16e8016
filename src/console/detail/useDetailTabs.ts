import { useSearchParams } from 'react-router-dom';
import { directVia, type NormalizedTab, type NormalizedType, type Role } from '../../metadata/normalized.ts';
import { registry as generated } from '../registry.ts';
import { chooseTab, hasData, recordTabs, shownTabs } from './detailTabs.ts';
import { mayRead } from './recordActions.ts';
import { useTabData } from './useTabData.ts';
import { tabOffersAdd } from '../actions/listActions.ts';
import { useActionUser } from '../actions/useActionUser.ts';

/**
 * The tabs of a record page and the active one, kept in the `tab` query parameter (spec 002 §2.8).
 *
 * @example const { shown, choice, marked, select } = useDetailTabs(type, record, roles);
 */
export const useDetailTabs = (type: NormalizedType, record: Record<string, unknown> & { id: string }, roles: Role[], registry = generated) => {
  const [params, setParams] = useSearchParams();
  const user = useActionUser();
  const notes = mayRead(registry.types.Note, roles);
  // A tab listing a type none of the user's roles may read would only be refused (and with it the request asking which tabs have data).
  const readable = (tab: NormalizedTab) => !tab.association || mayRead(registry.types[type.associations[tab.association]?.typename ?? ''], roles);
  const tabs = recordTabs(type, record, { notes }).filter(readable);
  const data = useTabData(type.typename, record.id, tabs, notes);
  const active = params.get('tab');
  const offersAdd = (tab: NormalizedTab) => {
    const declared = tab.association ? type.associations[tab.association] : undefined;
    const target = declared && registry.types[declared.typename];
    const parentField = declared && directVia(declared);
    return Boolean(user && target && parentField && tabOffersAdd(target, parentField, user));
  };
  const select = (name: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('tab', name);
      return next;
    });
  return {
    // The tab open by default stays on the bar even when empty (a usage report entry opens on its Teams).
    shown: shownTabs(tabs, data, active ?? tabs[0]?.name ?? null, offersAdd),
    choice: chooseTab(tabs, active),
    marked: (name: string) =>
      hasData(
        tabs.find((t) => t.name === name)!,
        data,
      ),
    select,
  };
};
