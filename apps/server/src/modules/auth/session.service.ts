import type { SessionPlayer } from '../../platform/http/auth-context';
import type { Db } from '../../platform/db';
import { randomToken, sha256 } from './auth.crypto';
import type { AuthDeps, RequestMeta } from './auth.deps';
import { realtimeChannel, realtimeEvent } from '@fortuna/contracts';
import { DEVICE_CHANGED, type DeviceChanged } from './auth.events';

/** sliding expiry is written at most this often, not on every request */
const TOUCH_EVERY_MS = 60_000;

/**
 * Server-side sessions. The browser keeps an opaque random token in an HttpOnly cookie; the
 * database keeps its SHA-256, the device id, IP and user agent.
 */
export function createSessionService(deps: AuthDeps) {
  const { repository, audit, clock, config } = deps;
  return {
    /** Opens a session. A login from a device other than the player's last one ends every other session. */
    async open(playerId: string, meta: RequestMeta, tx?: Db): Promise<{ token: string; deviceChanged: boolean; sessionId: string }> {
      const now = clock.now();
      const player = await deps.players.get(playerId, tx);
      const deviceChanged = !!player.deviceId && player.deviceId !== meta.deviceId;
      if (deviceChanged) await repository.withTx(tx).endPlayerSessions(playerId, now, 'new_device');
      const token = randomToken(32);
      const session = await repository.withTx(tx).insertSession({
        playerId,
        tokenHash: sha256(token),
        deviceId: meta.deviceId,
        ip: meta.ip,
        userAgent: meta.userAgent.slice(0, 500),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + config.sessionTtlMs),
      });
      await deps.players.setDevice(playerId, meta.deviceId, meta.ip, tx);
      return { token, deviceChanged, sessionId: session.id };
    },

    /** After commit: tell the other devices (real time) and whoever listens (events). */
    async announceDeviceChange(playerId: string, meta: RequestMeta) {
      await audit.write({
        event: 'auth.newDevice',
        playerId,
        ip: meta.ip,
        userAgent: meta.userAgent,
        requestId: meta.requestId,
        details: { deviceId: meta.deviceId },
      });
      await deps.events.emit<DeviceChanged>(DEVICE_CHANGED, { playerId, deviceId: meta.deviceId });
      await deps.realtime
        .publish(realtimeChannel.profile(config.projectId, playerId), realtimeEvent('deviceChanged', { deviceId: meta.deviceId }))
        .catch(() => {});
    },

    async resolve(token: string | undefined): Promise<SessionPlayer | null> {
      if (!token || token.length > 100) return null;
      const now = clock.now();
      const session = await repository.activeSession(sha256(token), now);
      if (!session) return null;
      if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await repository.touchSession(session.id, now, new Date(now.getTime() + config.sessionTtlMs));
      }
      return { playerId: session.playerId, sessionId: session.id };
    },

    async details(token: string) {
      return repository.activeSession(sha256(token), clock.now());
    },

    end: (sessionId: string, reason = 'logout') => repository.endSession(sessionId, clock.now(), reason),

    /** ends the session, with a line in the player's login history and the audit */
    async logout(player: SessionPlayer, meta: Pick<RequestMeta, 'ip' | 'userAgent' | 'requestId'>) {
      await repository.endSession(player.sessionId, clock.now(), 'logout');
      await repository.addHistory({
        playerId: player.playerId,
        at: clock.now(),
        ip: meta.ip,
        device: meta.userAgent.slice(0, 300),
        result: 'logout',
      });
      await audit.write({ event: 'auth.logout', playerId: player.playerId, ip: meta.ip, requestId: meta.requestId });
    },

    /** one page of the player's login history, newest first */
    history: (playerId: string, page: number, size: number) => repository.historyPage(playerId, page, size),
    /** players seen at a client address or on a device (back office search), and how many share one with a player (risk flag) */
    playersByIp: (ip: string, limit: number) => repository.playersByIp(ip, limit),
    playersByDevice: (deviceId: string, limit: number) => repository.playersByDevice(deviceId, limit),
    linkedPlayers: (playerId: string) => repository.linkedPlayers(playerId),
    endAll: (playerId: string, reason: string, exceptSessionId?: string, tx?: Db) =>
      repository.withTx(tx).endPlayerSessions(playerId, clock.now(), reason, exceptSessionId),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
