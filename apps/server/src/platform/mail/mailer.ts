import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { mailOutbox, smsOutbox } from './mail.tables';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the links the mail carries (confirmation, reset): shown in the developer mailbox */
  links: string[];
  template: string;
  locale: string;
  playerId?: string | null;
  /** extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on promotional mail */
  headers?: Record<string, string>;
}

/** Delivers one message; throws on failure. */
export interface MailTransport {
  readonly kind: 'smtp' | 'sandbox';
  deliver(from: string, message: MailMessage): Promise<void>;
}

export const sandboxTransport: MailTransport = { kind: 'sandbox', deliver: async () => {} };

export async function smtpTransport(url: string): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(from, m) {
      await transporter.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html, headers: m.headers });
    },
  };
}

export interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * Mail through an outbox: the row is written first (inside the caller's transaction when given),
 * then `flush` hands it to the transport. With SMTP the body is cleared once delivered, so
 * one-time links do not stay in the database; the sandbox keeps them for the developer mailbox.
 */
export function createMailer(deps: { db: Db; clock: Clock; transport: MailTransport; from: string; log?: Logger }) {
  const { db, clock, transport, from } = deps;
  return {
    transport: transport.kind,
    async enqueue(message: MailMessage, tx: Db = db): Promise<number> {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ ...message, playerId: message.playerId ?? null, headers: message.headers ?? {}, createdAt: clock.now() })
        .returning({ id: mailOutbox.id });
      return row.id;
    },
    /** Sends a queued row; call after the enqueuing transaction committed. */
    async flush(id: number): Promise<void> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      if (!row || row.status !== 'queued') return;
      try {
        await transport.deliver(from, { ...row, text: row.text ?? '', html: row.html ?? '', links: row.links });
        const cleared = transport.kind === 'smtp' ? { text: null, html: null, links: [] } : {};
        await db
          .update(mailOutbox)
          .set({ status: transport.kind === 'smtp' ? 'sent' : 'sandbox', sentAt: clock.now(), ...cleared })
          .where(eq(mailOutbox.id, id));
      } catch (err) {
        deps.log?.error({ err: { message: (err as Error).message }, mailId: id }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: String((err as Error).message).slice(0, 500) })
          .where(eq(mailOutbox.id, id));
      }
    },
    async send(message: MailMessage): Promise<void> {
      await this.flush(await this.enqueue(message));
    },
    async recent(limit = 50) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;

/** SMS provider seam. A real gateway implements `deliver`; the sandbox only keeps the outbox row. */
export interface SmsTransport {
  readonly kind: 'sandbox' | 'gateway';
  deliver(to: string, text: string): Promise<void>;
}
export const sandboxSms: SmsTransport = { kind: 'sandbox', deliver: async () => {} };

export function createSmsSender(deps: { db: Db; clock: Clock; transport: SmsTransport }) {
  const { db, clock, transport } = deps;
  return {
    async send(to: string, text: string, playerId?: string): Promise<void> {
      const [row] = await db
        .insert(smsOutbox)
        .values({ to, text, playerId: playerId ?? null, createdAt: clock.now() })
        .returning({ id: smsOutbox.id });
      await transport.deliver(to, text);
      const keep = transport.kind === 'sandbox' ? {} : { text: null };
      await db
        .update(smsOutbox)
        .set({ status: transport.kind === 'sandbox' ? 'sandbox' : 'sent', sentAt: clock.now(), ...keep })
        .where(eq(smsOutbox.id, row.id));
    },
    async recent(limit = 50) {
      return db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
    },
  };
}
export type SmsSender = ReturnType<typeof createSmsSender>;
