import { auditedRows } from '../../../operations/auditedRows.ts';
import { playerPortalUrl } from '../../../config/publicUrl.ts';
import { notConfigured } from '../../../errors.ts';
import { PLAYER_PORTAL_NOT_CONFIGURED } from '../playerPortal.ts';
import type { OperationHandler } from '../../../context.ts';

export const WELCOME_SUBJECT = 'Welcome to your player portal';

/**
 * peopleSendWelcomeEmail (spec 002 §2.11, §7): each selected person with an email address gets the player
 * portal's welcome email (through the mailer outbox, once the operation has committed), recorded as a
 * Delivery of kind 'welcome' on the person's Deliveries tab (audited). People without an email address
 * are passed over; availability has made sure some selected person has one.
 */
const peopleSendWelcomeEmail: OperationHandler = async (run) => {
  const { trx, rows, sendEmail } = run;
  const orgs = await trx
    .selectFrom('orgs')
    .select(['id', 'name'])
    .where(
      'id',
      'in',
      rows.map((p) => p.org_id as number),
    )
    .execute();
  const portal = playerPortalUrl(run.ctx);
  if (!portal) throw notConfigured(PLAYER_PORTAL_NOT_CONFIGURED);
  const created: number[] = [];
  for (const person of rows.filter((p) => typeof p.email === 'string' && p.email)) {
    const email = person.email as string;
    const org = orgs.find((o) => o.id === person.org_id)?.name ?? 'your organisation';
    const delivery = await trx
      .insertInto('deliveries')
      .values({ org_id: person.org_id as number, person_id: person.id, email, subject: WELCOME_SUBJECT, kind: 'welcome', state: 'queued' })
      .returning('id')
      .executeTakeFirstOrThrow();
    sendEmail({
      to: email,
      subject: WELCOME_SUBJECT,
      text:
        `Hi ${String(person.first_name)},\n\n${org} has added you to its player portal, where you can watch your games and their videos.\n\n` +
        `Sign in with ${email} at ${portal}\n`,
      delivery: { id: delivery.id as number },
    });
    created.push(delivery.id);
  }
  await (await auditedRows(run, 'Delivery', [])).audit(created);
};

export default peopleSendWelcomeEmail;
