import PDFDocument from 'pdfkit';

/** One side of a game as the scoresheet prints it. */
export interface ScoresheetSide {
  name: string;
  score: number;
  forfeit: boolean;
}

/**
 * What a scoresheet shows, already formatted. The data model holds final scores and forfeits only (no
 * periods, no player statistics), so there is no period table: the sheet prints what is stored, nothing made up.
 */
export interface ScoresheetData {
  orgName: string;
  leagueName: string;
  venueName: string | null;
  courtName: string;
  playedAt: string;
  completedAt: string;
  /** The zone both times are written in, printed under them so nobody guesses. */
  timeZone: string;
  home: ScoresheetSide;
  away: ScoresheetSide;
}

/** Characters WinAnsiEncoding has above 0xFF (pdfkit's own map): the rest of it is Latin-1. */
const WIN_ANSI_EXTRA = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜');
const representable = (c: string) => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c);
};

/**
 * Text the built-in Helvetica can draw. PDF's standard fonts speak WinAnsiEncoding only, and pdfkit writes
 * any other character as a broken code, so a letter outside it loses its accent (Ō → O) and what still does
 * not fit becomes '?'. The standard fonts need no font file, which keeps the server free of font assets.
 */
export const toWinAnsi = (text: string): string =>
  [...text.replace(/\s+/g, ' ')]
    .map((c) => {
      if (representable(c)) return c;
      const base = c.normalize('NFKD').replace(/\p{M}/gu, '');
      return base && [...base].every(representable) ? base : '?';
    })
    .join('');

const MARGIN = 50;

/** Label and value rows, the label column in bold. */
const details = (doc: PDFKit.PDFDocument, rows: [string, string][]) => {
  doc.table({
    columnStyles: [110, '*'],
    defaultStyle: { border: 0, padding: [3, 0] },
    data: rows.map(([label, value]) => [
      { text: toWinAnsi(label), font: { src: 'Helvetica-Bold' } },
      { text: toWinAnsi(value), font: { src: 'Helvetica' } },
    ]),
  });
};

const scoreTable = (doc: PDFKit.PDFDocument, sides: [string, ScoresheetSide][]) => {
  const head = (text: string) => ({ text, type: 'TH' as const, font: { src: 'Helvetica-Bold' }, backgroundColor: '#e8e8e8' });
  doc.table({
    columnStyles: ['*', 70, 70, 70],
    defaultStyle: { padding: 6, borderColor: '#999999' },
    data: [
      [head('Team'), head('Side'), head('Score'), head('Forfeit')],
      ...sides.map(([side, s]) => [toWinAnsi(s.name), side, String(s.score), s.forfeit ? 'Yes' : 'No']),
    ],
  });
};

/** Draws the scoresheet onto one A4 page (it grows onto more only if names are very long) and returns the PDF's bytes. */
export const scoresheetPdf = (data: ScoresheetData): Promise<Buffer> => {
  const matchup = `${data.home.name} vs ${data.away.name}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Scoresheet: ${matchup}`, Author: data.orgName, Subject: `${data.leagueName}, ${data.playedAt}`, Creator: 'Readmin' },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text('Scoresheet');
  doc.font('Helvetica').fontSize(15).text(toWinAnsi(matchup)).moveDown(0.8);
  doc.fontSize(10);
  details(doc, [
    ['Organisation', data.orgName],
    ['League', data.leagueName],
    ...(data.venueName ? [['Venue', data.venueName] as [string, string]] : []),
    ['Court', data.courtName],
    ['Played at', data.playedAt],
    ['Completed at', data.completedAt],
  ]);
  doc.x = MARGIN;
  doc
    .fillColor('#555555')
    .text(toWinAnsi(`Times are in ${data.timeZone}.`))
    .fillColor('black')
    .moveDown(1.5);

  doc.font('Helvetica-Bold').fontSize(13).text('Final score').moveDown(0.3);
  doc.font('Helvetica').fontSize(28).text(`${data.home.score} – ${data.away.score}`).moveDown(0.4);
  doc.fontSize(11);
  scoreTable(doc, [
    ['Home', data.home],
    ['Away', data.away],
  ]);
  doc.end();
  return bytes;
};
