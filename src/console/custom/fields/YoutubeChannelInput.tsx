import type { FieldInputProps } from '../../inputs/inputDef.ts';
import { StreamDestinationInput } from '../streamAccounts/StreamDestinationInput.tsx';
import { YOUTUBE_ACCOUNT } from '../tabs/YoutubeAccountTab.tsx';

/** A YouTube output's channel (spec 002 §3 ytChannelId): one of the current user's connected account's channels. */
const YoutubeChannelInput = (props: FieldInputProps) => <StreamDestinationInput {...(props as FieldInputProps<string>)} service={YOUTUBE_ACCOUNT} />;

export default YoutubeChannelInput;
