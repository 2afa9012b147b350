import { defineRepository } from '../db';
import { auditLog } from './audit.tables';

export interface AuditEvent {
  event: string;
  playerId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  requestId?: string | null;
  /** never put a password, token or code in here */
  details?: Record<string, unknown>;
}

/** Security events (logins, password and profile changes) in the audit table; services get it as `audit`. */
export const createAuditLog = defineRepository((db) => ({
  async write(e: AuditEvent): Promise<void> {
    await db.insert(auditLog).values({
      event: e.event,
      playerId: e.playerId ?? null,
      ip: e.ip ?? null,
      userAgent: e.userAgent ?? null,
      requestId: e.requestId ?? null,
      details: e.details ?? {},
    });
  },
}));
export type AuditLog = ReturnType<typeof createAuditLog>;
