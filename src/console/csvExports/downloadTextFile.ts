/**
 * Saves text as a file through a temporary object URL and <a download>: the CSV arrives in a GraphQL
 * answer (readminCsvExportDownload.csvStr), not from a URL the browser could follow.
 */
export const downloadTextFile = (text: string, filename: string, mimeType = 'text/csv;charset=utf-8', doc: Document = document): void => {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
