/**
 * Real-time channels (the events pushed on them are in realtime.ts). The names follow Centrifugo's
 * conventions so the same names work against the embedded hub and a real Centrifugo cluster:
 * `<namespace>:<projectId>` for public channels and `<namespace>:<projectId>#<playerId>` for a
 * player's own channels (`#` is Centrifugo's user boundary: only that user may subscribe).
 * This module has no zod: the browser's shell needs the names before it loads the event
 * validation, which comes with the socket client.
 */
export const PUBLIC_CHANNEL_KINDS = ['maintenance', 'jackpot', 'live', 'tournaments'] as const;
export const PLAYER_CHANNEL_KINDS = ['profile', 'progressbar', 'notification', 'week_notification', 'free_spins', 'tournament'] as const;
export type PublicChannelKind = (typeof PUBLIC_CHANNEL_KINDS)[number];
export type PlayerChannelKind = (typeof PLAYER_CHANNEL_KINDS)[number];
/**
 * The support operators' channel: `support:<projectId>#operators`. Its `#` user boundary is the
 * connection user `operators`, a user id only the operator endpoint's connection token carries
 * (`GET /api/operator/chat/realtime`, the `chat` permission); a player's user id is their uuid.
 */
export const OPERATORS_USER = 'operators';
export type OperatorChannelKind = 'support';
export type ChannelKind = PublicChannelKind | PlayerChannelKind | OperatorChannelKind;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function assertId(what: string, value: string) {
  if (!ID_PATTERN.test(value)) throw new Error(`invalid ${what} for a realtime channel: ${JSON.stringify(value)}`);
}

function publicChannel(kind: PublicChannelKind, projectId: string) {
  assertId('project id', projectId);
  return `${kind}:${projectId}`;
}

function playerChannel(kind: PlayerChannelKind, projectId: string, playerId: string) {
  assertId('project id', projectId);
  assertId('player id', playerId);
  return `${kind}:${projectId}#${playerId}`;
}

export const realtimeChannel = {
  maintenance: (projectId: string) => publicChannel('maintenance', projectId),
  /** progressive jackpot meters: every pool's new value after each change */
  jackpot: (projectId: string) => publicChannel('jackpot', projectId),
  /** the RGS's shared-round tables: rounds opened, bets closed, results (subscribed by a live table's page only) */
  live: (projectId: string) => publicChannel('live', projectId),
  /** tournament leaderboards and status changes (subscribed by the tournament pages only) */
  tournaments: (projectId: string) => publicChannel('tournaments', projectId),
  profile: (projectId: string, playerId: string) => playerChannel('profile', projectId, playerId),
  progressbar: (projectId: string, playerId: string) => playerChannel('progressbar', projectId, playerId),
  notification: (projectId: string, playerId: string) => playerChannel('notification', projectId, playerId),
  weekNotification: (projectId: string, playerId: string) => playerChannel('week_notification', projectId, playerId),
  freeSpins: (projectId: string, playerId: string) => playerChannel('free_spins', projectId, playerId),
  tournament: (projectId: string, playerId: string) => playerChannel('tournament', projectId, playerId),
  /** the support operators' live chat feed (players typing, new player messages) */
  support: (projectId: string) => {
    assertId('project id', projectId);
    return `support:${projectId}#${OPERATORS_USER}`;
  },
};

export interface ParsedChannel {
  kind: ChannelKind;
  projectId: string;
  /** null for a public channel; the user the channel is limited to (a player, or `operators`) */
  playerId: string | null;
}

/** The parts of a channel name, or null for a name that is not one of ours. */
export function parseRealtimeChannel(name: string): ParsedChannel | null {
  const match = /^([a-z_]+):([A-Za-z0-9_-]{1,64})(?:#([A-Za-z0-9_-]{1,64}))?$/.exec(name);
  if (!match) return null;
  const [, kind, projectId, playerId] = match;
  if ((PUBLIC_CHANNEL_KINDS as readonly string[]).includes(kind)) {
    return playerId === undefined ? { kind: kind as PublicChannelKind, projectId, playerId: null } : null;
  }
  if ((PLAYER_CHANNEL_KINDS as readonly string[]).includes(kind)) {
    return playerId === undefined ? null : { kind: kind as PlayerChannelKind, projectId, playerId };
  }
  if (kind === 'support') return playerId === OPERATORS_USER ? { kind, projectId, playerId } : null;
  return null;
}

/** Channels every visitor, signed in or not, listens to. */
export function publicChannels(projectId: string): string[] {
  return [realtimeChannel.maintenance(projectId), realtimeChannel.jackpot(projectId)];
}

/** A signed-in player's own channels, free spins left out when `freeSpins` is false. */
export function playerChannels(projectId: string, playerId: string, options: { freeSpins?: boolean } = {}): string[] {
  const channels = [
    realtimeChannel.profile(projectId, playerId),
    realtimeChannel.progressbar(projectId, playerId),
    realtimeChannel.notification(projectId, playerId),
    realtimeChannel.weekNotification(projectId, playerId),
    realtimeChannel.tournament(projectId, playerId),
  ];
  if (options.freeSpins !== false) channels.push(realtimeChannel.freeSpins(projectId, playerId));
  return channels;
}
