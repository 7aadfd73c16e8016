import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { errorReasons } from './actionErrors.ts';

/** A failed mutation inside its dialog, worded as spec 000 §8's 'Unable to Complete Request'. */
export const UnableToComplete = ({ error }: { error: unknown }) =>
  error ? (
    <Alert severity="error" sx={{ mt: 2 }}>
      <AlertTitle>Unable to Complete Request</AlertTitle>
      We are unable to complete request for the reason(s) listed below:
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {errorReasons(error).map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </Alert>
  ) : null;
