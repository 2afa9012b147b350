/** Public API of the casino side of the seamless wallet: the module, its service and the in-process transport. */
export { createSeamlessModule, type SeamlessModule, type SeamlessModuleDeps } from './seamless.module';
export { createSeamlessService, type SeamlessService } from './seamless.service';
export { createBetGate, type BetGate, type GatePassed } from './seamless.gate';
export { inProcessCasino } from './seamless.in-process';
export { seamlessTransactions, jackpotPools } from './seamless.tables';
