import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import type { NormalizedTab, NormalizedType, Registry } from '../../metadata/normalized.ts';
import type { AttributeEntry } from '../fields/attributeDisplays.tsx';
import type { ConsoleScope } from '../scope.ts';
import { AssociationTab } from './AssociationTab.tsx';
import { AttributeEntriesTab } from './AttributeEntriesTab.tsx';
import type { DetailRecord } from './DetailHeader.tsx';
import { chooseTab, visibleTabs } from './detailTabs.ts';

interface Props {
  registry: Registry;
  type: NormalizedType;
  record: DetailRecord;
  scope: ConsoleScope;
}

const TabContent = ({ tab, registry, type, record, scope }: Props & { tab: NormalizedTab }) => {
  if (tab.name === 'details') return <AttributeEntriesTab entries={(record.readminAttributeEntries as AttributeEntry[] | undefined) ?? []} />;
  if (tab.association) return <AssociationTab registry={registry} typename={type.typename} id={record.id} association={tab.association} scope={scope} />;
  // Hand-written tab components (tab.component) are registered by later issues.
  return <Typography sx={{ p: 2 }} color="text.secondary">This tab is not available yet.</Typography>;
};

/** The tab bar (hidden with a single tab) and the active tab, kept in the `tab` query parameter. */
export const DetailTabsView = (props: Props) => {
  const [params, setParams] = useSearchParams();
  const tabs = visibleTabs(props.type, props.record);
  const choice = chooseTab(tabs, params.get('tab'));
  if ('error' in choice) return <Alert severity="error">{choice.error}</Alert>;
  const select = (name: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('tab', name);
      return next;
    });
  return (
    <Box>
      {tabs.length > 1 && (
        <Tabs value={choice.tab.name} onChange={(_, name: string) => select(name)} variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {tabs.map((t) => (
            <Tab key={t.name} value={t.name} label={t.label} />
          ))}
        </Tabs>
      )}
      <TabContent {...props} tab={choice.tab} />
    </Box>
  );
};
