import { blobBytes } from '../../../files/blobs.ts';
import { isStoredRef } from '../../../files/storedFile.ts';
import { escapeHtml } from '../../../../shared/escapeHtml.ts';
import type { OperationHandler } from '../../../context.ts';
import type { MailAttachment } from '../../../mail/mail.ts';

/**
 * adAssetsPreviewEmail (spec 001 §4, §7): the selected game email banners, sent to the preview address the
 * way a game email shows them: each picture inline (an attachment with a Content-ID the HTML part shows),
 * linked to its banner link. Availability has made sure each one is a banner with a file. The mail goes
 * through the outbox once the operation has committed; it changes no record, so no audit version.
 */
const adAssetsPreviewEmail: OperationHandler = async ({ ctx, trx, rows, args, sendEmail }) => {
  const attachments: MailAttachment[] = [];
  const blocks: string[] = [];
  const lines: string[] = [];
  for (const asset of rows) {
    const file = asset.asset_uploader;
    const bytes = isStoredRef(file) ? await blobBytes(trx, ctx.storage, file.blobId) : null;
    // Availability saw a file; a blob gone since would be a broken store, named rather than sent half-empty.
    if (!isStoredRef(file) || !bytes) throw new Error(`Ad asset ${asset.id} has no stored file to preview.`);
    const cid = `ad-asset-${asset.id}@readmin`;
    attachments.push({ filename: file.name, content: bytes, contentType: file.type, cid });
    const name = String(asset.name);
    const link = typeof asset.game_email_banner_link === 'string' ? asset.game_email_banner_link : null;
    const img = `<img src="cid:${cid}" alt="${escapeHtml(name)}" style="max-width:600px;width:100%;display:block">`;
    blocks.push(`<p>${link ? `<a href="${escapeHtml(link)}">${img}</a>` : img}</p>`);
    lines.push(`${name}${link ? ` (links to ${link})` : ''}: ${file.name}, attached`);
  }
  const names = rows.map((a) => String(a.name)).join(', ');
  sendEmail({
    to: args.previewEmail as string,
    subject: `Preview: ${names}`.slice(0, 200),
    text: `This is how the game email banner${rows.length > 1 ? 's appear' : ' appears'} in game emails.\n\n${lines.join('\n')}\n`,
    html: `<p>This is how the game email banner${rows.length > 1 ? 's appear' : ' appears'} in game emails.</p>\n${blocks.join('\n')}`,
    attachments,
    delivery: { kind: 'ad_preview' },
  });
};

export default adAssetsPreviewEmail;
