import { mkdir, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { mailFileName, mailFilesTo } from './outbox-files';

/** A file sent with a mail, its content in base64 (as the outbox keeps it). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (the monthly report's PDF), their content in base64 as the outbox keeps them. */
  attachments?: MailAttachment[];
}

/** Nodemailer's form of a message: attachments as buffers. */
const toNodemailer = ({ attachments, ...message }: MailMessage) => ({
  ...message,
  ...(attachments?.length
    ? {
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.base64, 'base64'),
        })),
      }
    : {}),
});

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** For the health check: can the mail peer be reached? */
  verify(): Promise<{ status: 'UP' | 'DOWN'; details: Record<string, unknown> }>;
  close(): void;
  /**
   * Deletes what this mailer keeps of the mails sent to `recipient` (an erased consumer); returns
   * how many were deleted. Only the file mailer keeps anything: a mail sent by SMTP is gone.
   */
  forget?(recipient: string): Promise<number>;
}

/**
 * Real SMTP (SMTP_URL). One send takes at most about two minutes (the outbox's lease assumes so,
 * docs/decisions/014): 30 s to connect, 30 s for the greeting, 60 s of silence on the socket.
 */
export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...toNodemailer(message) });
      log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
    async verify() {
      try {
        await transport.verify();
        return { status: 'UP', details: { transport: 'smtp' } };
      } catch (error) {
        return { status: 'DOWN', details: { transport: 'smtp', error: (error as Error).message } };
      }
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL every mail is written as an .eml file under DATA_DIR/outbox and logged. */
export function createOutboxMailer(outboxDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...toNodemailer(message) });
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const file = path.join(outboxDir, mailFileName(new Date(), sequence, message.to));
      // Written whole under a name no reader takes (not .eml), then renamed: whoever reads the
      // outbox (a relay, a test) never sees half a mail.
      const partial = `${file}.part`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
    async verify() {
      return { status: 'UP', details: { transport: 'outbox', path: outboxDir } };
    },
    close: () => transport.close(),
    async forget(recipient) {
      const names = await readdir(outboxDir).catch(() => [] as string[]);
      const files = await mailFilesTo(outboxDir, names, recipient);
      await Promise.all(files.map((file) => unlink(file).catch(() => undefined)));
      if (files.length) log.info({ files: files.length }, 'outbox mail files of an erased recipient deleted');
      return files.length;
    },
  };
}
