import type { FieldInputProps } from '../../inputs/inputDef.ts';
import { StreamDestinationInput } from '../streamAccounts/StreamDestinationInput.tsx';
import { FACEBOOK_ACCOUNT } from '../tabs/FacebookAccountTab.tsx';

/** A Facebook output's profile (spec 001 §7: read from the connected account): the current user's profile or one of their pages. */
const FacebookProfileInput = (props: FieldInputProps) => (
  <StreamDestinationInput {...(props as FieldInputProps<string>)} service={FACEBOOK_ACCOUNT} />
);

export default FacebookProfileInput;
