import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { NormalizedType } from '../../metadata/normalized.ts';
import type { FilterBar } from '../../shared/filterBar/filterBar.ts';
import type { CsvExportInput } from '../graphql/csvExportRequests.ts';
import { useConsoleClient } from '../operations/useConsoleQuery.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import { useDisplayTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import { csvExportPath } from './csvExportPaths.ts';
import { exportTitle, referenceFiltersOf } from './exportTitle.ts';

export interface ExportCsvButtonProps {
  type: NormalizedType;
  routeOwner: RouteOwner;
  /** The list's filters: the file holds exactly the rows the list shows. */
  filterBar: FilterBar;
}

/** 'Export as CSV' (spec 002 §2.4): starts an export of the filtered list and opens its page. */
export const ExportCsvButton = ({ type, routeOwner, filterBar }: ExportCsvButtonProps) => {
  const client = useConsoleClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const { timeZone } = useDisplayTimeZone();
  const [starting, setStarting] = useState(false);
  /** The names of the records the filters hold, for the title; a name that cannot be read leaves the id. */
  const referenceNames = async (): Promise<Record<string, string>> => {
    const named = await Promise.all(
      referenceFiltersOf(type, filterBar).map(async ({ key, typename, id }) => {
        const answer = await client.consoleQuery('picker', { typename, ids: [id] }).catch(() => null);
        const name = answer?.rows.find((r) => String(r.id) === id)?.readminName;
        return name ? [[key, name] as const] : [];
      }),
    );
    return Object.fromEntries(named.flat());
  };
  const start = async () => {
    setStarting(true);
    try {
      const input: CsvExportInput = {
        title: exportTitle(type, filterBar, await referenceNames()),
        timeZone,
        gqlVariables: { typename: type.typename, orgId: routeOwner.orgId, apiPartnerId: routeOwner.apiPartnerId, filterBar },
      };
      const { id } = await client.consoleMutation('exportCsv', input);
      void navigate(csvExportPath(id));
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
      setStarting(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<Download />} loading={starting} onClick={() => void start()}>
      Export as CSV
    </Button>
  );
};
