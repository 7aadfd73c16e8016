-- Hand-written: the class of the email a link came in (src/server/mail/emailClasses.ts: notifications,
-- competitions, marketing), so the one-click List-Unsubscribe POST (RFC 8058) turns off that kind of email
-- rather than every kind. Empty for links issued before, and for transactional emails: those turn off everything.
ALTER TABLE unsubscribe_tokens ADD COLUMN email_class text;
