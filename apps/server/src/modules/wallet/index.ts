/** Public API of the wallet: the ledger service other modules move money with, and its routes. */
export { walletRoutes, type WalletRoutesOptions } from './wallet.routes';
export {
  createWalletService,
  MAX_AMOUNT,
  type WalletService,
  type Ledger,
  type CreditInput,
  type DebitInput,
  type TransferInput,
  type ReverseInput,
} from './wallet.service';
export { createWalletRepository, type ActivityRow } from './wallet.repository';
export { WALLET_BALANCE_CHANGED, BALANCE_CHANGED_MESSAGE, profileChannel, type BalanceChangedEvent } from './wallet.events';
export { InsufficientFundsError, IdempotencyConflictError, AlreadyRolledBackError, NotReversibleError } from './wallet.errors';
export * from './wallet.types';
export { createWalletModule, type WalletModule } from './wallet.module';
export { walletPersonalData } from './wallet.privacy';
