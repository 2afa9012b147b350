import { ERROR_CODES } from '@fortuna/contracts';

/**
 * The one error type a use case throws. The HTTP error handler turns it into the spec's envelope:
 * status + { code, message, errors? }.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>, code: number = ERROR_CODES.badRequest) =>
  new AppError(400, code, message, errors);
export const unauthorized = (message = 'Authentication required', code: number = ERROR_CODES.unauthorized) =>
  new AppError(401, code, message);
export const forbidden = (message = 'Forbidden', code: number = ERROR_CODES.forbidden) => new AppError(403, code, message);
export const notFound = (message = 'Not found', code: number = ERROR_CODES.notFound) => new AppError(404, code, message);
export const conflict = (message: string, code: number = ERROR_CODES.conflict) => new AppError(409, code, message);
export const tooManyRequests = (message = 'Too many requests', code: number = ERROR_CODES.tooManyRequests) =>
  new AppError(429, code, message);
