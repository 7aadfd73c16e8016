import { CONSOLE_BASE } from '../../shared/naming.ts';

/** The page of one CSV export. */
export const csvExportPath = (id: string): string => `${CONSOLE_BASE}/csv_exports/${encodeURIComponent(id)}`;

/** 'Games export': the title an export of a list gets. */
export const exportTitle = (pluralLabel: string): string => `${pluralLabel} export`;
