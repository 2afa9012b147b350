import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';

/**
 * The seam between authentication (modules/auth) and every other module. The auth module provides
 * a resolver that turns a request (its session cookie) into the signed-in player; other modules
 * only read `request.player` or call `requirePlayer(request)`; they never import auth internals.
 */
export interface SessionPlayer {
  playerId: string;
  sessionId: string;
}

export type SessionResolver = (request: FastifyRequest) => Promise<SessionPlayer | null>;

declare module 'fastify' {
  interface FastifyRequest {
    player: SessionPlayer | null;
  }
}

/** Resolves the player as the request arrives, before its body is parsed or validated. */
export function registerAuthContext(app: FastifyInstance, resolve: SessionResolver) {
  app.decorateRequest('player', null);
  app.addHook('onRequest', async (request) => {
    request.player = await resolve(request);
  });
}

/** The signed-in player, or a 401 envelope. */
export function requirePlayer(request: FastifyRequest): SessionPlayer {
  if (!request.player) throw unauthorized();
  return request.player;
}

/**
 * Route option for player-only routes: `{ onRequest: signedIn, schema: … }`. It answers 401 before
 * the body is read or validated, so a visitor without a session learns nothing about the input.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requirePlayer(request);
}

export const noSessions: SessionResolver = async () => null;
