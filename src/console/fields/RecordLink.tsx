import MuiLink from '@mui/material/Link';

export interface LinkedObject {
  id: string;
  readminName?: string | null;
  readminUrl?: string | null;
}

/**
 * A linked record by name, plain text when the server gives no URL. A plain <a>: the app's one click
 * listener (app/useInAppLinkClicks.ts) routes console paths, which is cheaper than a router Link in every
 * cell of a list.
 */
export const RecordLink = ({ object }: { object: LinkedObject }) => {
  const name = object.readminName ?? object.id;
  return object.readminUrl ? <MuiLink href={object.readminUrl}>{name}</MuiLink> : <span>{name}</span>;
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
