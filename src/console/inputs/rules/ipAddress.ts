/** Spec 000 §5: four dotted numeric groups (0–255) with an optional /prefix (0–32). Mirrors the server check. */
const IP = /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)(\/([12]?\d|3[0-2]))?$/;

export const IP_MESSAGE = 'must be four dotted numbers with an optional /prefix';

/** Spaces typed or pasted around an address are not part of it. */
export const normalizeIp = (text: string): string => text.replace(/\s+/g, '');

export const isIpAddress = (text: string): boolean => IP.test(text);

/** The message of a bad address, or null when it is one (or empty: required is checked elsewhere). */
export const ipProblem = (text: string): string | null => (text === '' || isIpAddress(normalizeIp(text)) ? null : IP_MESSAGE);
