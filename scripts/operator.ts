/**
 * Operator steps on payments until a back office exists (README "Payments: operator CLI").
 * Boots the wallet and cashier services against the same database as the server:
 * DATABASE_URL when set, else the PGlite data in DATA_DIR (stop the server first: PGlite is single-process).
 *
 *   npm run operator -- payment list [status]
 *   npm run operator -- payment approve <paymentId>
 *   npm run operator -- payment reject <paymentId> [reason 0-14]
 *   npm run operator -- payment settle <paymentId>
 *   npm run operator -- player verify <playerId> [note]
 *   npm run operator -- create-admin --email <email> --password <password>
 *     the first back-office admin (TOTP is enrolled at their first login at /admin)
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parseEnv } from '../apps/server/src/config/env';
import { systemClock } from '../apps/server/src/platform/clock';
import { openDatabase } from '../apps/server/src/platform/db';
import { createEventBus } from '../apps/server/src/platform/events';
import { nullPublisher } from '../apps/server/src/platform/realtime';
import { createWalletModule } from '../apps/server/src/modules/wallet';
import { createCashierModule } from '../apps/server/src/modules/cashier';
import { createBackofficeModule } from '../apps/server/src/modules/backoffice';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    'usage: npm run operator -- payment list [status] | payment approve|settle <id> | payment reject <id> [reason 0-14] | player verify <playerId> [note]\n' +
      '       npm run operator -- create-admin --email <email> --password <password (12+ characters)>',
  );
  process.exit(2);
}

/** `--name value` pairs after the command */
function flags(args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = /^--([\w-]+)$/.exec(args[i])?.[1];
    if (!name || args[i + 1] === undefined) usage(`unexpected argument: ${args[i]}`);
    out[name] = args[i + 1];
  }
  return out;
}

async function createAdmin(args: string[]) {
  const { email, password } = flags(args);
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) usage('expected --email <email>');
  if (!password || password.length < 12) usage('expected --password with at least 12 characters');
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR, 'pglite'), poolSize: 2 });
  try {
    const backoffice = createBackofficeModule({ env, database, clock: systemClock });
    const admin = await backoffice.service.createOperator({ email, password, role: 'admin', createdBy: null });
    await backoffice.service.audit({
      operatorId: null,
      actor: 'cli',
      ip: null,
      userAgent: null,
      requestId: null,
      action: 'cli.create-admin',
      target: `operator:${admin.id}`,
      status: 200,
      before: null,
      after: { id: admin.id, email: admin.email, role: admin.role },
      details: {},
    });
    console.log(`admin ${admin.email} created (${admin.id}); sign in at /admin and scan the TOTP code shown at the first login`);
  } finally {
    await database.close();
  }
}

async function main() {
  const [subject, action, id, extra] = process.argv.slice(2);
  if (subject === 'create-admin') return createAdmin(process.argv.slice(3));
  if (!subject || !action) usage();
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR, 'pglite'), poolSize: 2 });
  const deps = { env, database, clock: systemClock, events: createEventBus(), realtime: nullPublisher };
  const wallet = createWalletModule(deps);
  const cashier = createCashierModule({ ...deps, wallet: wallet.service, currencyOf: wallet.currencyOf, dispatch: false });
  const op = cashier.service.operator;
  try {
    if (subject === 'payment' && action === 'list') {
      const result = (await database.db.execute(
        sql`select id, player_id, type, status, reason, payment_system, amount, currency, created_at from payments
            ${id ? sql`where status = ${id}` : sql``} order by created_at desc limit 50`,
      )) as unknown as { rows: Record<string, unknown>[] };
      console.table(result.rows);
      return;
    }
    if (!id || !UUID.test(id)) usage('expected a uuid');
    if (subject === 'payment' && action === 'approve') print(await op.approve(id));
    else if (subject === 'payment' && action === 'reject') print(await op.reject(id, extra === undefined ? 0 : Number(extra)));
    else if (subject === 'payment' && action === 'settle') {
      print(await op.settle(id));
      console.log('the provider will call back; a running server delivers the callback within a second');
    } else if (subject === 'player' && action === 'verify') {
      await op.verify(id, extra ?? null);
      console.log(`player ${id} may withdraw`);
    } else usage(`unknown command: ${subject} ${action}`);
  } finally {
    await database.close();
  }
}

function print(p: { id: string; type: string; status: string; amount: number; currency: string; reason?: number | null }) {
  console.log(
    `${p.id}  ${p.type === 'in' ? 'deposit' : 'withdrawal'}  ${p.status}${p.reason != null ? ` (reason ${p.reason})` : ''}  ${p.amount} ${p.currency} minor units`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
