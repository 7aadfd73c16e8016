import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { dataUrlOf, downloadFile } from './downloadFile.ts';
import type { FileAnswer } from './operationAnswer.ts';

/** An image an operation answered (a preview), shown from a data: URL, with Download under its file name. */
export const ImageResult = ({ file, download = downloadFile }: { file: FileAnswer; download?: (file: FileAnswer) => void }) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
    <Box component="img" src={dataUrlOf(file)} alt={file.filename} sx={{ maxWidth: '100%', maxHeight: '60vh', border: 1, borderColor: 'divider' }} />
    <Button variant="outlined" startIcon={<Download />} onClick={() => download(file)}>
      Download
    </Button>
  </Box>
);
