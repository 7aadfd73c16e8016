import { htmlDocument, link, paragraph, type RenderedEmail } from '../../mail/templates/layout.ts';

/** What the outage email says about one outage (spec 002 §9). */
export interface OutageEmailData {
  /** 'Camera cam-3' or 'Venue server vs-01'. */
  device: string;
  venue: string;
  org: string;
  /** When it began, and ended if it has, in the venue's own time zone. */
  startedAt: string;
  finishedAt: string | null;
  details: string | null;
  /** The device's page in the console. */
  deviceUrl: string | null;
}

/** The outage email: which device of which venue has been out, since when, and where to look. */
export const outageEmail = (o: OutageEmailData): RenderedEmail => {
  const state = o.finishedAt ? `was out from ${o.startedAt} to ${o.finishedAt}` : `has been out since ${o.startedAt}`;
  const lines = [
    `${o.device} at ${o.venue} (${o.org}) ${state}, over an hour.`,
    ...(o.details ? [`Details: ${o.details}`] : []),
    ...(o.deviceUrl ? [`See it in the console: ${o.deviceUrl}`] : []),
    'You receive this email because outage notifications are on for you as an admin of this venue or organisation.',
  ];
  return {
    subject: `Outage: ${o.device} at ${o.venue}${o.finishedAt ? ' (resolved)' : ''}`,
    text: `${lines.join('\n\n')}\n`,
    html: htmlDocument(
      [
        paragraph(lines[0]),
        ...(o.details ? [paragraph(`Details: ${o.details}`)] : []),
        ...(o.deviceUrl ? [`<p>${link(o.deviceUrl, `Open ${o.device} in the console`)}</p>`] : []),
        paragraph(lines[lines.length - 1]),
      ].join(''),
    ),
  };
};
