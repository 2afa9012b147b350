import { ERROR_CODES } from '@fortuna/contracts';
import { AppError } from '../../platform/errors';

/** The movement would take a player account below zero; nothing moved. */
export class InsufficientFundsError extends AppError {
  readonly reason = 'insufficient_funds';
  constructor(readonly accountKey: string) {
    super(409, ERROR_CODES.conflict, 'Insufficient funds');
  }
}

/** The idempotency key was already used for a different movement; nothing moved. */
export class IdempotencyConflictError extends AppError {
  readonly reason = 'idempotency_conflict';
  constructor(readonly idempotencyKey: string) {
    super(409, ERROR_CODES.conflict, 'This idempotency key was already used with different parameters');
  }
}

/** A rollback for this transaction was recorded before it arrived (seamless-wallet ordering). */
export class AlreadyRolledBackError extends AppError {
  readonly reason = 'already_rolled_back';
  constructor(readonly idempotencyKey: string) {
    super(409, ERROR_CODES.conflict, 'This transaction was already rolled back');
  }
}

/** The referenced transaction cannot be reversed (it is itself a rollback). */
export class NotReversibleError extends AppError {
  readonly reason = 'not_reversible';
  constructor(readonly idempotencyKey: string) {
    super(409, ERROR_CODES.conflict, 'This transaction cannot be rolled back');
  }
}
