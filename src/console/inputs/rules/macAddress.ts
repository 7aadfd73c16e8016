/** Spec 000 §5: six pairs of hex digits separated by colons; dashes become colons, letters upper case. */
const MAC = /^([0-9A-F]{2}:){5}[0-9A-F]{2}$/;

export const MAC_MESSAGE = 'must be six pairs of hex digits separated by colons';

/** Applied while typing, so what the user sees is what is saved (aa-bb-… → AA:BB:…). */
export const normalizeMac = (text: string): string => text.trim().replace(/-/g, ':').toUpperCase();

export const isMacAddress = (text: string): boolean => MAC.test(normalizeMac(text));

export const macProblem = (text: string): string | null => (text === '' || isMacAddress(text) ? null : MAC_MESSAGE);
