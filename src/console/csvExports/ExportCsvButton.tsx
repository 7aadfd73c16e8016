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
import { csvExportPath, exportTitle } from './csvExportPaths.ts';

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
  const start = async () => {
    const input: CsvExportInput = {
      title: exportTitle(type.label.plural),
      timeZone,
      gqlVariables: { typename: type.typename, orgId: routeOwner.orgId, apiPartnerId: routeOwner.apiPartnerId, filterBar },
    };
    setStarting(true);
    try {
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
