import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

/**
 * Operator calls until a back office exists: `Authorization: Bearer $OPERATOR_TOKEN`. Without a
 * configured token every operator call is refused (403), so there is no unauthenticated path.
 */
export function requireOperator(request: FastifyRequest, operatorToken: string | undefined): void {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const digest = (s: string) => createHash('sha256').update(s).digest();
  if (!operatorToken || !given || !timingSafeEqual(digest(given), digest(operatorToken))) throw forbidden('Operator credential required');
}
