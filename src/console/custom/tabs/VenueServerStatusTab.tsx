import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CustomTabProps } from '../customTypes.ts';
import { PreformattedText } from './PreformattedText.tsx';
import { statusSections } from './statusSections.ts';

/** Venue server Status (spec 002 §2.10): the entries the server last reported, grouped by section. */
const VenueServerStatusTab = ({ record }: CustomTabProps) => {
  const sections = statusSections(record.statusEntries);
  if (sections.length === 0) return <Typography color="text.secondary">The server has not reported its status.</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {sections.map(({ section, entries }) => (
        <Box key={section} component="section" aria-label={section}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {section}
          </Typography>
          {entries.map((e, i) => (
            <Box key={i} sx={{ mb: 1.5 }}>
              <Typography variant="subtitle2" component="h3">
                {e.label}
              </Typography>
              <PreformattedText label={e.label}>{e.value}</PreformattedText>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
};

export default VenueServerStatusTab;
