import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import type { ListLayout } from './listLayout.ts';

/** Table or grid, beside the list's buttons (types with a thumbnail only). */
const ListLayoutToggle = ({ value, onChange }: { value: ListLayout; onChange: (layout: ListLayout) => void }) => (
  <ToggleButtonGroup size="small" exclusive value={value} onChange={(_, next: ListLayout | null) => next && onChange(next)} aria-label="List layout">
    <Tooltip title="Table">
      <ToggleButton value="table" aria-label="Table">
        <ViewListIcon fontSize="small" />
      </ToggleButton>
    </Tooltip>
    <Tooltip title="Grid">
      <ToggleButton value="grid" aria-label="Grid">
        <ViewModuleIcon fontSize="small" />
      </ToggleButton>
    </Tooltip>
  </ToggleButtonGroup>
);

export default ListLayoutToggle;
