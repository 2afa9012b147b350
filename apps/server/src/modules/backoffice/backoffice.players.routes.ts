import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPlayerSearchQuerySchema, adminWithdrawalQuerySchema, type AdminWithdrawal } from '@fortuna/contracts';
import { apiSchema } from '../../platform/http/api-schema';
import { audited } from './backoffice.guard';
import { approvalView, type BackofficePlayers } from './backoffice.players';
import { csvMoney, csvRoute, type SendCsv } from './csv';

export interface BackofficePlayersRoutesOptions {
  players: BackofficePlayers;
  /** the lists' CSV downloads */
  sendCsv: SendCsv;
}

/** a player's row in a CSV download (the search's and the self-excluded list's) */
export const PLAYER_CSV_HEAD = [
  'id',
  'email',
  'login',
  'name',
  'surname',
  'country',
  'currency',
  'status',
  'block_status',
  'registered_at',
];
export const playerCsvRow = (p: {
  id: string;
  email: string;
  login: string;
  name: string | null;
  surname: string | null;
  country: string | null;
  currency: string | null;
  status: string;
  blockStatus: number;
  registeredAt: string;
}) => [p.id, p.email, p.login, p.name, p.surname, p.country, p.currency, p.status, p.blockStatus, p.registeredAt];

/** Players, maker/checker decisions and the withdrawal queue (under /api/admin, inside the guard). */
export const backofficePlayersRoutes: FastifyPluginAsyncZod<BackofficePlayersRoutesOptions> = async (app, { players, sendCsv }) => {
  const by = (request: { ip: string; id: string }) => ({ ip: request.ip, requestId: request.id });

  // --- players ------------------------------------------------------------------------------------
  app.get('/players', { config: { permission: 'players.read' }, schema: apiSchema('GET /admin/players') }, async (request) =>
    players.search(request.query.q),
  );

  csvRoute(app, sendCsv, {
    path: '/players.csv',
    permission: 'players.read',
    query: adminPlayerSearchQuerySchema,
    spec: (query) => ({
      head: PLAYER_CSV_HEAD,
      row: playerCsvRow,
      page: async (page) => {
        const found = page === 1 ? await players.search(query.q) : [];
        return { items: found, total: page === 1 ? found.length : 0 };
      },
    }),
  });

  app.get('/players/:id', { config: { permission: 'players.read' }, schema: apiSchema('GET /admin/players/:id') }, async (request) =>
    players.card(request.params.id),
  );

  app.post(
    '/players/:id/block',
    { config: { permission: 'players.write' }, schema: apiSchema('POST /admin/players/:id/block') },
    async (request) => {
      const { before, after } = await players.block(request.params.id, request.body.blockStatus, request.body.reason, by(request));
      audited(request, { target: `player:${request.params.id}`, before, after });
      return after;
    },
  );

  app.post(
    '/players/:id/unblock',
    { config: { permission: 'players.write' }, schema: apiSchema('POST /admin/players/:id/unblock') },
    async (request) => {
      const asked = approvalView(await players.requestUnblock(request.operator, request.params.id, request.body.reason));
      audited(request, { target: `player:${request.params.id}`, after: asked });
      return asked;
    },
  );

  app.post(
    '/players/:id/end-sessions',
    { config: { permission: 'players.write' }, schema: apiSchema('POST /admin/players/:id/end-sessions') },
    async (request) => {
      await players.endSessions(request.params.id, request.body.reason);
      audited(request, { target: `player:${request.params.id}` });
      return { status: true as const };
    },
  );

  app.post(
    '/players/:id/reset-2fa',
    { config: { permission: 'players.write' }, schema: apiSchema('POST /admin/players/:id/reset-2fa') },
    async (request) => {
      const { before, after } = await players.resetTwoFactor(request.params.id, by(request));
      audited(request, { target: `player:${request.params.id}`, before, after: { ...after, reason: request.body.reason } });
      return { status: true as const };
    },
  );

  app.post(
    '/players/:id/messages',
    { config: { permission: 'messages' }, schema: apiSchema('POST /admin/players/:id/messages') },
    async (request) => {
      await players.sendMessage(request.params.id, request.body);
      audited(request, { target: `player:${request.params.id}`, after: { title: request.body.title } });
      return { status: true as const };
    },
  );

  app.post(
    '/players/:id/notes',
    { config: { permission: 'players.write' }, schema: apiSchema('POST /admin/players/:id/notes') },
    async (request) => {
      const note = await players.addNote(request.operator, request.params.id, request.body.body);
      audited(request, { target: `player:${request.params.id}`, after: note });
      return note;
    },
  );

  app.post(
    '/players/:id/adjustments',
    { config: { permission: 'balance.request' }, schema: apiSchema('POST /admin/players/:id/adjustments') },
    async (request) => {
      const asked = approvalView(await players.requestAdjustment(request.operator, request.params.id, request.body));
      audited(request, { target: `player:${request.params.id}`, after: asked });
      return asked;
    },
  );

  // --- maker/checker ------------------------------------------------------------------------------
  app.get('/approvals', { config: { permission: 'players.read' }, schema: apiSchema('GET /admin/approvals') }, async (request) =>
    (await players.approvals(request.query.status, request.query.playerId)).map(approvalView),
  );

  const decision = (kind: 'balance.adjust' | 'block.lift', row: Parameters<typeof approvalView>[0]) => ({
    target: `player:${row.playerId}`,
    before: { id: row.id, kind, status: 'pending' },
    after: approvalView(row),
  });

  app.post(
    '/adjustments/:id/approve',
    { config: { permission: 'balance.approve' }, schema: apiSchema('POST /admin/adjustments/:id/approve') },
    async (request) => {
      const row = await players.approveAdjustment(request.operator, request.params.id);
      audited(request, decision('balance.adjust', row));
      return approvalView(row);
    },
  );
  app.post(
    '/adjustments/:id/reject',
    { config: { permission: 'balance.approve' }, schema: apiSchema('POST /admin/adjustments/:id/reject') },
    async (request) => {
      const row = await players.reject(request.operator, request.params.id, 'balance.adjust');
      audited(request, decision('balance.adjust', row));
      return approvalView(row);
    },
  );
  app.post(
    '/unblocks/:id/approve',
    { config: { permission: 'players.write' }, schema: apiSchema('POST /admin/unblocks/:id/approve') },
    async (request) => {
      const row = await players.approveUnblock(request.operator, request.params.id, by(request));
      audited(request, decision('block.lift', row));
      return approvalView(row);
    },
  );
  app.post(
    '/unblocks/:id/reject',
    { config: { permission: 'players.write' }, schema: apiSchema('POST /admin/unblocks/:id/reject') },
    async (request) => {
      const row = await players.reject(request.operator, request.params.id, 'block.lift');
      audited(request, decision('block.lift', row));
      return approvalView(row);
    },
  );

  // --- withdrawal queue (the cashier's operator steps) -------------------------------------------------
  app.get('/withdrawals', { config: { permission: 'payments.read' }, schema: apiSchema('GET /admin/withdrawals') }, async (request) =>
    players.withdrawals(request.query.status, request.query.page, request.query.pageSize),
  );

  csvRoute<AdminWithdrawal>(app, sendCsv, {
    path: '/withdrawals.csv',
    permission: 'payments.read',
    query: adminWithdrawalQuerySchema,
    spec: (query) => ({
      head: [
        'id',
        'created_at',
        'player_id',
        'player_email',
        'player_login',
        'status',
        'reason',
        'amount',
        'currency',
        'payment_system',
        'flags',
      ],
      row: (w) => [
        w.id,
        w.createdAt,
        w.playerId,
        w.playerEmail,
        w.playerLogin,
        w.status,
        w.reason,
        csvMoney(w.amount),
        w.currency,
        w.paymentSystem,
        w.flags.join(' '),
      ],
      page: (page, pageSize) => players.withdrawals(query.status, page, pageSize),
    }),
  });

  const step = (name: 'approve' | 'settle') =>
    app.post(
      `/withdrawals/:id/${name}`,
      { config: { permission: 'payments.write' }, schema: apiSchema(`POST /admin/withdrawals/:id/${name}`) },
      async (request) => {
        const before = await players.withdrawalView(await players.withdrawal(request.params.id));
        const after = await players.withdrawalView(await players.cashierStep(name, request.params.id));
        audited(request, { target: `payment:${before.id}`, before: { status: before.status }, after: { status: after.status } });
        return after;
      },
    );
  step('approve');
  step('settle');

  app.post(
    '/withdrawals/:id/reject',
    { config: { permission: 'payments.write' }, schema: apiSchema('POST /admin/withdrawals/:id/reject') },
    async (request) => {
      const before = await players.withdrawal(request.params.id);
      const after = await players.withdrawalView(await players.cashierReject(request.params.id, request.body.reason));
      audited(request, {
        target: `payment:${before.id}`,
        before: { status: before.status },
        after: { status: after.status, reason: after.reason },
      });
      return after;
    },
  );
};
