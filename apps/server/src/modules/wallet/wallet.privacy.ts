import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { exportRows, type PersonalDataSource } from '../../platform/personal-data';
import { walletAccounts, walletEntries, walletTransactions } from './wallet.tables';

/** The player's accounts and every ledger movement on them. The ledger is kept as it is on erasure. */
export function walletPersonalData(db: Db): PersonalDataSource {
  return {
    name: 'ledger',
    async collect(playerId) {
      const accounts = await db.select().from(walletAccounts).where(eq(walletAccounts.playerId, playerId));
      const ids = accounts.map((a) => a.id);
      return {
        accounts: exportRows(accounts, ['shard', 'allowNegative']),
        transactions: exportRows(await db.select().from(walletTransactions).where(eq(walletTransactions.playerId, playerId)), [
          'requestHash',
        ]),
        entries: ids.length ? exportRows(await db.select().from(walletEntries).where(inArray(walletEntries.accountId, ids))) : [],
      };
    },
  };
}
