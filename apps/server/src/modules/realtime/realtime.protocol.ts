/**
 * The subset of Centrifugo's client protocol (JSON, over WebSocket) that the official `centrifuge`
 * client speaks: one JSON object per line, commands `{id, connect|subscribe|...}`, replies
 * `{id, <method>|error}`, pushes `{push: {channel, pub|unsubscribe|disconnect}}`, and the empty
 * object `{}` as server ping and client pong. Codes are Centrifugo's, so the client reacts the same.
 */
export const ERROR = {
  internal: { code: 100, message: 'internal server error' },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} as const;
export type ProtocolError = { code: number; message: string; temporary?: boolean };

/** Close codes: 3000-3499 make the client reconnect, 3500-3999 stop it. */
export const DISCONNECT = {
  shutdown: { code: 3001, reason: 'shutdown' },
  expired: { code: 3005, reason: 'connection expired' },
  slow: { code: 3008, reason: 'slow' },
  noPong: { code: 3012, reason: 'no pong' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  forceNoReconnect: { code: 3503, reason: 'force disconnect' },
} as const;
export type Disconnect = { code: number; reason: string };

export interface StreamPosition {
  offset: number;
  epoch: string;
}

/** A publication as stored in history and sent in pushes. */
export interface Publication {
  offset: number;
  data: unknown;
}

export interface ConnectRequest {
  token?: string;
  data?: unknown;
  name?: string;
  version?: string;
  subs?: Record<string, { recover?: boolean; offset?: number; epoch?: string }>;
}

export interface SubscribeRequest {
  channel: string;
  token?: string;
  recover?: boolean;
  offset?: number;
  epoch?: string;
  recoverable?: boolean;
  positioned?: boolean;
}

export interface HistoryRequest {
  channel: string;
  limit?: number;
  since?: { offset?: number; epoch?: string };
  reverse?: boolean;
}

export interface Command {
  id?: number;
  connect?: ConnectRequest;
  subscribe?: SubscribeRequest;
  unsubscribe?: { channel: string };
  publish?: { channel: string; data: unknown };
  history?: HistoryRequest;
  presence?: { channel: string };
  presence_stats?: { channel: string };
  refresh?: { token: string };
  sub_refresh?: { channel: string; token: string };
  rpc?: { method?: string; data?: unknown };
  send?: { data?: unknown };
}

/** The JSON of a publication push, built once per publication and sent to every subscriber. */
export function encodePublicationPush(channel: string, pub: Publication): string {
  return `{"push":{"channel":${JSON.stringify(channel)},"pub":{"data":${JSON.stringify(pub.data)},"offset":${pub.offset}}}}`;
}

export function encodeReply(id: number, method: string, result: unknown): string {
  return JSON.stringify({ id, [method]: result });
}

export function encodeError(id: number, error: ProtocolError): string {
  return JSON.stringify({ id, error });
}
