import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import type { NormalizedType } from '../../metadata/normalized.ts';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import type { ConsoleScope } from '../scope.ts';
import { columnFields } from './listColumns.ts';
import { RecordNameLink } from './RecordNameLink.tsx';
import { NoData } from './RecordTable.tsx';

/** Spec 000 §2.14: default card width of the grid view (the 200–600 slider comes with the filter bar). */
export const GRID_CARD_WIDTH = 300;

/** The grid view of a list context (list.view 'grid', e.g. cameras): thumbnail, name, list columns. */
export const RecordGrid = ({ type, route, scope = {} }: { type: NormalizedType; route: string; scope?: ConsoleScope }) => {
  const { data, isPending } = useListContext<Record<string, unknown> & { id: string }>();
  if (!isPending && !data?.length) return <NoData />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${GRID_CARD_WIDTH}px, 1fr))`, gap: 2, p: 1 }}>
      {data?.map((record) => (
        <Card key={record.id} variant="outlined">
          {typeof record.readminThumbnailUrl === 'string' && <CardMedia component="img" height={GRID_CARD_WIDTH * 0.5625} image={record.readminThumbnailUrl} alt="" />}
          <CardContent>
            <Typography variant="subtitle1">
              <RecordNameLink route={route} record={record} scope={scope} />
            </Typography>
            {columnFields(type).map((field) => (
              <Typography key={field.name} variant="body2" color="text.secondary">
                {field.label}: <FieldDisplay field={field} record={record} />
              </Typography>
            ))}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
