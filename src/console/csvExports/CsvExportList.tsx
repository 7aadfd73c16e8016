import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useConsoleQuery } from '../operations/useConsoleQuery.ts';
import { formatDateTime } from '../fields/format.ts';
import { useDisplayTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import { csvExportPath } from './csvExportPaths.ts';

/** The user's CSV exports on the console home (spec 000 §2.13), newest first as the API lists them. */
export const CsvExportList = () => {
  const { data = [], isPending } = useConsoleQuery('csvExports', {});
  const { timeZone } = useDisplayTimeZone();
  return (
    <section aria-label="CSV exports">
      <Typography variant="h6" component="h2">
        CSV exports
      </Typography>
      {!isPending && data.length === 0 && <Typography color="text.secondary">There are no CSV exports yet.</Typography>}
      <List dense>
        {data.map((e) => (
          <ListItemButton key={e.id} component={Link} to={csvExportPath(e.id)}>
            <ListItemText primary={e.title} secondary={`${e.state} · ${e.exportedRows} rows · ${formatDateTime(e.createdAt, timeZone)}`} />
          </ListItemButton>
        ))}
      </List>
    </section>
  );
};
