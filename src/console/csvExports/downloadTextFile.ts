import { saveBlob } from '../files/saveBlob.ts';

/** Saves text as a file: the CSV arrives in a GraphQL answer (readminCsvExportDownload.csvStr), not from a URL. */
export const downloadTextFile = (text: string, filename: string, mimeType = 'text/csv;charset=utf-8', doc: Document = document): void =>
  saveBlob(new Blob([text], { type: mimeType }), filename, doc);
