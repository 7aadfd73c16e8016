import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { Loading, ShowBase, useShowContext } from 'react-admin';
import type { Registry } from '../../metadata/normalized.ts';
import { serverReasons } from '../dialogs/serverErrors.ts';
import { useDialogUser } from '../dialogs/useDialogUser.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import type { RoutedType } from '../routeType.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import { DetailHeader, type DetailRecord } from './DetailHeader.tsx';
import { DetailTabsView } from './DetailTabsView.tsx';
import { DetailToolbar } from './DetailToolbar.tsx';
import { isRecordNotFound } from './recordErrors.ts';
import { QueryErrorModal } from '../dialogs/QueryErrorModal.tsx';
import { RecordNotFound } from './RecordNotFound.tsx';
import { DisplayTimeZoneContext, useRecordTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';

export interface GenericDetailProps {
  registry: Registry;
  type: RoutedType;
  id: string;
  routeOwner?: RouteOwner;
}

const DetailView = ({ registry, type, routeOwner = {} }: Omit<GenericDetailProps, 'id'>) => {
  const { record, isPending, error } = useShowContext<DetailRecord>();
  const user = useDialogUser();
  // The zone of the organisation, venue or partner the record belongs to, as the server works it out (readminTimeZone).
  const timeZone = useRecordTimeZone(record?.readminTimeZone);
  // The user's roles decide the toolbar and whether System Notes is a tab: wait for them too.
  if (isPending || !user) return <Loading />;
  if (isRecordNotFound(error)) return <RecordNotFound />;
  if (error || !record) {
    return (
      <>
        <QueryErrorModal error={error} />
        <Alert severity="error">
          {error
            ? serverReasons(error)
                .map((r) => r.message)
                .join('; ')
            : 'The record could not be loaded.'}
        </Alert>
      </>
    );
  }
  return (
    <DisplayTimeZoneContext.Provider value={timeZone}>
      <Box sx={{ p: 2 }}>
        <PageTitle title={record.readminName ?? type.label.singular} />
        <DetailHeader type={type} record={record} toolbar={<DetailToolbar type={type} record={record} routeOwner={routeOwner} />} />
        <Card variant="outlined">
          <DetailTabsView registry={registry} type={type} record={record} routeOwner={routeOwner} roles={user.roles} />
        </Card>
      </Box>
    </DisplayTimeZoneContext.Provider>
  );
};

/**
 * The detail page of any routed type, driven only by its metadata. react-admin's default reaction to a
 * failed getOne (notify and go back to the list) is replaced by the spec's 'Record Not Found' page.
 */
export const GenericDetail = ({ registry, type, id, routeOwner }: GenericDetailProps) => (
  <ShowBase resource={type.route} id={id} queryOptions={{ retry: false, onError: () => undefined }}>
    <DetailView registry={registry} type={type} routeOwner={routeOwner} />
  </ShowBase>
);
