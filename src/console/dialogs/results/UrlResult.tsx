import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** A URL the clipboard refused: the link itself, to open or copy by hand. */
export const UrlResult = ({ url }: { url: string }) => (
  <>
    <Typography variant="body2" sx={{ mb: 1 }}>
      The link could not be copied to the clipboard. Open it or copy it from here:
    </Typography>
    <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
      {url}
    </Link>
  </>
);
