import MuiLink from '@mui/material/Link';
import { Link } from 'react-router-dom';

export interface LinkedObject {
  id: string;
  readminName?: string | null;
  readminUrl?: string | null;
}

/** A linked record by name: in-app when the server gives a console path, plain text when it gives none. */
export const RecordLink = ({ object }: { object: LinkedObject }) => {
  const name = object.readminName ?? object.id;
  if (!object.readminUrl) return <span>{name}</span>;
  return object.readminUrl.startsWith('/') ? (
    <MuiLink component={Link} to={object.readminUrl}>
      {name}
    </MuiLink>
  ) : (
    <MuiLink href={object.readminUrl}>{name}</MuiLink>
  );
};

/** Several linked records, comma separated. */
export const RecordLinks = ({ objects }: { objects: LinkedObject[] }) => (
  <>
    {objects.map((o, i) => (
      <span key={o.id}>
        {i > 0 && ', '}
        <RecordLink object={o} />
      </span>
    ))}
  </>
);
