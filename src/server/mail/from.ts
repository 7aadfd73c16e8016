/** The sender of every email: the From header and the SMTP envelope (nodemailer takes the address out of 'Name <address>'). */
export const MAIL_FROM = process.env.MAIL_FROM ?? 'Readmin <no-reply@readmin.local>';
