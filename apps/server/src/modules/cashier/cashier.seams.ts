import { BLOCK_STATUS } from '@fortuna/contracts';
import type { Db } from '../../platform/db';

/**
 * What the cashier needs from modules that are not on main yet (player, verification, responsible
 * gaming, bonuses). Each seam has a safe default; the owning module replaces it in app.ts.
 */
export interface VerificationState {
  verifiedSumSub: boolean;
  levelName?: string;
  reviewStatus?: string;
  reviewAnswer?: string;
}

/** verifiedSumSub, or basic-kyc-level with the review completed and answered GREEN */
export function mayWithdraw(v: VerificationState): boolean {
  return v.verifiedSumSub || (v.levelName === 'basic-kyc-level' && v.reviewStatus === 'completed' && v.reviewAnswer === 'GREEN');
}

export interface CashierSeams {
  /** the player's account currency (player module); EUR by default */
  currencyOf(playerId: string): Promise<string>;
  /** block status (player module); none by default */
  blockStatusOf(playerId: string): Promise<number>;
  /** self-excluded or timed out (responsible gaming); no by default */
  isSelfExcluded(playerId: string): Promise<boolean>;
  /** the player's KYC state (verification module) */
  verificationOf(playerId: string): Promise<VerificationState>;
  /**
   * A deposit limit would be exceeded (responsible gaming); allows by default. It runs inside the
   * deposit's transaction, after the player's cashier row is locked: read through `tx`, and the
   * answer holds until the deposit is recorded (no other deposit of this player runs meanwhile).
   */
  checkDepositLimit(input: {
    playerId: string;
    currency: string;
    amount: number;
    at: Date;
    tx: Db;
    /** this player's deposits in this currency since a time that took or may still take money, read through `tx` */
    depositedSince(since: Date): Promise<number>;
  }): Promise<{ allowed: true } | { allowed: false; message: string; reason?: string }>;
  /** the player exists (player module); operator steps refuse unknown ids */
  playerExists(playerId: string): Promise<boolean>;
  /** free spins must be used before a withdrawal (bonuses; cashier error 150); none by default */
  hasUnusedFreeSpins(playerId: string): Promise<boolean>;
  /** the request comes through a VPN (risk); no by default */
  isVpn(ip: string): Promise<boolean>;
}

export const CASHIER_BLOCKS: number[] = [BLOCK_STATUS.lite, BLOCK_STATUS.cashier, BLOCK_STATUS.full];
export const WITHDRAWAL_BLOCKS: number[] = [...CASHIER_BLOCKS, BLOCK_STATUS.withdraw];

/** The seams with their safe defaults (no block, no exclusion, unverified, no limit, no free spins, no VPN). */
export function defaultCashierSeams(currencyOf: CashierSeams['currencyOf']): CashierSeams {
  return {
    currencyOf,
    blockStatusOf: async () => 0,
    isSelfExcluded: async () => false,
    verificationOf: async () => ({ verifiedSumSub: false }),
    checkDepositLimit: async () => ({ allowed: true }),
    hasUnusedFreeSpins: async () => false,
    isVpn: async () => false,
    playerExists: async () => true,
  };
}
