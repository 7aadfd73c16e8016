import { listSource } from './source.ts';

/** The AWS regions the platform stores venue video in, with AWS's own names for them. */
export const cloudRegions = listSource({ description: 'The cloud regions a venue can upload its video to.', noun: 'a cloud region' }, () => [
  { value: 'ap-southeast-2', label: 'Asia Pacific (Sydney)' },
  { value: 'ap-southeast-1', label: 'Asia Pacific (Singapore)' },
  { value: 'us-west-2', label: 'US West (Oregon)' },
  { value: 'eu-west-2', label: 'Europe (London)' },
]);
