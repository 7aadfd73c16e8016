import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ownEntry } from '../../metadata/normalized.ts';
import { useConsoleQuery } from '../operations/useConsoleQuery.ts';
import { typeIndex } from '../registry.ts';
import { homeSearchTypes } from './searchTypes.ts';
import { useDebounced } from '../hooks/useDebounced.ts';

/** Platform admins' search over organisations, venues, venue servers and cameras (spec 000 §2.13). */
export const HomeSearch = () => {
  const [term, setTerm] = useState('');
  const searchTerm = useDebounced(term.trim());
  const typenames = homeSearchTypes(typeIndex);
  const { data = [], isFetching } = useConsoleQuery('search', { searchTerm, typenames, limit: 10 }, { enabled: searchTerm !== '' });
  return (
    <section>
      <TextField
        type="search"
        label="Search organisations and venues"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        fullWidth
        size="small"
      />
      {searchTerm !== '' && (
        <Table size="small" aria-label="Search results" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Type</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.readminName}</TableCell>
                <TableCell>{ownEntry(typeIndex.types, r.typename)?.label.singular ?? r.typename}</TableCell>
                <TableCell align="right">
                  {r.readminUrl && (
                    <Button component={Link} to={r.readminUrl} size="small">
                      View
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {!isFetching && data.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>No data to display</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
    </section>
  );
};
