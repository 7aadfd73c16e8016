import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { NormalizedTab, Registry, Role } from '../../metadata/normalized.ts';
import { CustomTab } from '../custom/CustomTab.tsx';
import type { AttributeEntry } from '../fields/attributeDisplays.tsx';
import { NotesTab } from '../notes/NotesTab.tsx';
import type { RoutedType } from '../routeType.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import { AssociationTab } from './AssociationTab.tsx';
import { TabActions } from './TabActions.tsx';
import { AttributeEntriesTab } from './AttributeEntriesTab.tsx';
import type { DetailRecord } from './DetailHeader.tsx';
import { DETAILS_TAB, NOTES_TAB } from './detailTabs.ts';
import { useDetailTabs } from './useDetailTabs.ts';

interface Props {
  registry: Registry;
  type: RoutedType;
  record: DetailRecord;
  routeOwner: RouteOwner;
  roles: Role[];
}

const TabContent = ({ tab, registry, type, record, routeOwner }: Props & { tab: NormalizedTab }) => {
  if (tab.name === DETAILS_TAB.name) return <AttributeEntriesTab entries={(record.readminAttributeEntries as AttributeEntry[] | undefined) ?? []} />;
  if (tab.name === NOTES_TAB.name) return <NotesTab typename={type.typename} id={record.id} />;
  if (tab.association)
    return (
      <>
        {tab.actions?.length ? <TabActions type={type} record={record} names={tab.actions} routeOwner={routeOwner} /> : null}
        <AssociationTab registry={registry} typename={type.typename} id={record.id} association={tab.association} routeOwner={routeOwner} />
      </>
    );
  // Not an association, so a hand-written component (the JSON Schema's oneOf).
  return <CustomTab tab={tab} registry={registry} type={type} record={record} routeOwner={routeOwner} />;
};

/**
 * A tab's label, with a dot when it has data to show. The dot is said in words too: the badge is one image
 * named '{label} (has data)' (a name on a plain span is not allowed, and assistive technology may skip it).
 */
const TabLabel = ({ label, dot }: { label: string; dot: boolean }) =>
  dot ? (
    <Badge variant="dot" color="primary" role="img" aria-label={`${label} (has data)`} sx={{ pr: 1 }}>
      {label}
    </Badge>
  ) : (
    label
  );

/** The tab bar (hidden with a single tab) and the active tab. */
export const DetailTabsView = (props: Props) => {
  const { shown, choice, marked, select } = useDetailTabs(props.type, props.record, props.roles, props.registry);
  if ('error' in choice) return <Alert severity="error">{choice.error}</Alert>;
  return (
    <Box>
      {shown.length > 1 && (
        <Tabs
          value={choice.tab.name}
          onChange={(_, name: string) => select(name)}
          variant="scrollable"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {shown.map((t) => (
            <Tab
              key={t.name}
              value={t.name}
              id={`detail-tab-${t.name}`}
              aria-controls="detail-tabpanel"
              label={<TabLabel label={t.label} dot={marked(t.name)} />}
            />
          ))}
        </Tabs>
      )}
      <Box
        id="detail-tabpanel"
        role={shown.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={shown.length > 1 ? `detail-tab-${choice.tab.name}` : undefined}
      >
        <TabContent {...props} tab={choice.tab} />
      </Box>
    </Box>
  );
};
