import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import type { NormalizedType } from '../../metadata/normalized.ts';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import { thumbnailHeight } from './gridSize.ts';
import { useGridSize } from './listLayout.ts';
import { GridSizeSlider } from './GridSizeSlider.tsx';
import { columnFields } from '../../shared/list/listColumns.ts';
import { NoData } from './NoData.tsx';
import { RecordNameLink } from './RecordNameLink.tsx';
import { RowCheckbox } from './selection/RowCheckbox.tsx';
import { useRowSelection } from './selection/useRowSelection.ts';

type Row = Record<string, unknown> & { id: string; readminThumbnailUrl?: string | null; readminLogoUrl?: string | null };

interface RecordGridProps {
  type: NormalizedType;
  route: string;
  routeOwner?: RouteOwner;
  /** In an association tab: the field naming the parent record, whose column is left out. */
  parentField?: string;
  selectable?: boolean;
}

/** The grid view of a list context (list.view 'grid' or the user's choice, e.g. cameras): thumbnail, logo, name, list columns. */
const RecordGrid = ({ type, route, routeOwner = {}, parentField, selectable = false }: RecordGridProps) => {
  const { data, isPending } = useListContext<Row>();
  const selection = useRowSelection();
  const [width, setWidth] = useGridSize(type.typename);
  if (!isPending && !data?.length) return <NoData />;
  return (
    <>
      <GridSizeSlider value={width} onChange={setWidth} />
      <Box role="list" aria-label="Records" sx={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${width}px, 1fr))`, gap: 2, p: 1 }}>
        {data?.map((record) => (
          <Card key={record.id} role="listitem" variant="outlined" sx={{ borderColor: selection.isSelected(record.id) ? 'primary.main' : undefined }}>
            {record.readminThumbnailUrl && <CardMedia component="img" height={thumbnailHeight(width)} image={record.readminThumbnailUrl} alt="" />}
            <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              {selectable && <RowCheckbox id={record.id} name={String(record.readminName ?? record.id)} selection={selection} />}
              {record.readminLogoUrl && <img src={record.readminLogoUrl} alt="" style={{ width: 32, height: 32, objectFit: 'contain' }} />}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1">
                  <RecordNameLink route={route} record={record} routeOwner={routeOwner} />
                </Typography>
                {columnFields(type, { routeOwner, parentField }).map((field) => (
                  <Typography key={field.name} variant="body2" color="text.secondary">
                    {field.label}: <FieldDisplay field={field} record={record} />
                  </Typography>
                ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    </>
  );
};

export default RecordGrid;
