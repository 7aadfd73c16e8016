import Typography from '@mui/material/Typography';
import type { CustomTabProps } from '../customTypes.ts';
import { PreformattedText } from './PreformattedText.tsx';

/** Venue server SMART state (spec 002 §2.10): the disk report as the server last sent it, pre-formatted. */
const SmartStateTab = ({ record }: CustomTabProps) =>
  typeof record.smartState === 'string' && record.smartState !== '' ? (
    <PreformattedText label="SMART state">{record.smartState}</PreformattedText>
  ) : (
    <Typography color="text.secondary">The server has not reported its SMART state.</Typography>
  );

export default SmartStateTab;
