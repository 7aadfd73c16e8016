import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PARTNER_API_PATH } from '../../shared/partnerApi.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import { partnerApiFetcher } from './partnerApiFetcher.ts';
import { PartnerGraphiql } from './PartnerGraphiql.tsx';

/**
 * Route element of /readmin/api_partners/:apiPartnerId/graphiql (spec 002 §2.x): runs queries against the
 * partner API as that partner sees it. The server decides who may (platform admins, the partner's admins).
 */
const GraphiqlPage = () => {
  const { apiPartnerId = '' } = useParams();
  const fetcher = useMemo(() => partnerApiFetcher(apiPartnerId), [apiPartnerId]);
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <PageTitle title="GraphiQL" />
      <Typography color="text.secondary">
        Queries run against the partner API ({PARTNER_API_PATH}) with this partner's data, exactly as its API keys see it; each one is logged in its
        API GraphQL Requests.
      </Typography>
      <PartnerGraphiql fetcher={fetcher} />
    </Box>
  );
};

export default GraphiqlPage;
