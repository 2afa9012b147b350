import { useRef, type ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminAdjustmentRequestSchema,
  adminBlockRequestSchema,
  adminPlayerMessageSchema,
  adminPlayerNoteRequestSchema,
  adminReasonSchema,
  type AdminMe,
  type AdminPlayerCard,
  type Metrics,
} from '@fortuna/contracts';
import { Button, Field, Input, Notice, Select, Spinner, Textarea } from '../../ui';
import { ApiError } from '../../lib/api';
import { useAdminAction, usePlayerCard } from './api';
import { AdminTable, money, when, type AdminColumn } from './AdminTable';
import { useAdminT, type AdminT } from './useAdminT';
import { fairnessHref } from '../fairness';
import { bodyResolver } from './form';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-panel p-5">
      <h2 className="text-lg font-semibold text-slate-100">{title}</h2>
      {children}
    </section>
  );
}

/** the columns the card's tables repeat: when (UTC, to the second), and a figure in monospace (a sum of money) */
const columnKit = <T,>(t: AdminT) => ({
  when: (at: (row: T) => string): AdminColumn<T> => ({ key: 'when', label: t('when'), render: (r) => when(at(r)) }),
  mono: (key: string, label: string, text: (row: T) => string): AdminColumn<T> => ({
    key,
    label,
    render: (r) => <span className="font-mono">{text(r)}</span>,
  }),
});

/** a table of the card: "Nothing here." when empty unless told otherwise; its columns built with the kit */
function CardTable<T>({
  columns,
  empty,
  ...table
}: Omit<Parameters<typeof AdminTable<T>>[0], 'columns' | 'empty'> & {
  empty?: string;
  columns: (c: ReturnType<typeof columnKit<T>>) => AdminColumn<T>[];
}) {
  const { t } = useAdminT();
  return <AdminTable {...table} empty={empty ?? t('empty')} columns={columns(columnKit<T>(t))} />;
}

/** The player's bonuses (status and wagering done of the full wager) and the free spins still to play. */
function BonusesPanel({ bonuses }: { bonuses: NonNullable<AdminPlayerCard['bonuses']> }) {
  const { t } = useAdminT();
  return (
    <Panel title={t('bonusesTitle')}>
      <CardTable
        caption={t('bonusesTitle')}
        rows={bonuses.items}
        rowKey={(b) => b.id}
        columns={(c) => [
          { key: 'when', label: t('when'), render: (b) => b.date },
          c.mono('amount', t('amount'), (b) => money(b.initialAmount, b.currency)),
          c.mono('balance', t('bonusBalance'), (b) => money(b.amount, b.currency)),
          {
            key: 'wager',
            label: t('bonusWagering'),
            render: (b) => {
              const done = b.fullWager - b.wagerLeft;
              const share = b.fullWager > 0 ? Math.floor((done / b.fullWager) * 100) : 100;
              return (
                <span className="font-mono">
                  {money(done, b.currency)} / {money(b.fullWager, b.currency)} <span className="text-xs text-slate-400">({share}%)</span>
                </span>
              );
            },
          },
          { key: 'status', label: t('status'), render: (b) => t(`bonusStatus_${b.status}`) },
          { key: 'expires', label: t('bonusExpires'), render: (b) => b.cancelAfter ?? '—' },
        ]}
      />
      <CardTable
        caption={t('freeSpinsTitle')}
        rows={bonuses.freeSpins}
        rowKey={(f) => f.id}
        empty={t('freeSpinsNone')}
        columns={(c) => [
          { key: 'game', label: t('game'), render: (f) => f.gameName ?? f.gameId },
          { key: 'left', label: t('freeSpinsLeft'), render: (f) => `${f.left} / ${f.total}` },
          c.mono('bet', t('roundStake'), (f) => money(f.bet, f.currency)),
          c.mono('win', t('roundWin'), (f) => money(f.winning, f.currency)),
          { key: 'expires', label: t('bonusExpires'), render: (f) => f.cancelAfter ?? '—' },
        ]}
      />
    </Panel>
  );
}

/** KYC on the card: the review status, each step's state, and the documents the player uploaded. */
function KycPanel({ kyc }: { kyc: AdminPlayerCard['kyc'] }) {
  const { t } = useAdminT();
  if (!kyc)
    return (
      <Panel title={t('kycTitle')}>
        <Notice tone="error">{t('kycUnavailable')}</Notice>
      </Panel>
    );
  return (
    <Panel title={t('kycTitle')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-400">{t('kycReview')}</dt>
        <dd>{kyc.reviewStatus ? t(`kycReview_${kyc.reviewStatus}`) : t('kycNoApplicant')}</dd>
        {kyc.steps.map((s) => (
          <div key={s.step} className="contents">
            <dt className="text-slate-400">{s.step}</dt>
            <dd>
              {t(`kycState_${s.state}`)}
              {s.rejectLabels.length ? <span className="ml-2 text-xs text-rose">{s.rejectLabels.join(', ')}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <CardTable
        caption={t('kycDocuments')}
        rows={kyc.documents}
        rowKey={(d) => d.id}
        columns={(c) => [
          c.when((d) => d.uploadedAt),
          { key: 'step', label: t('kind'), render: (d) => [d.step, d.idDocType, d.idDocSubType].filter(Boolean).join(' · ') },
          { key: 'file', label: t('kycFile'), render: (d) => d.fileName },
          { key: 'state', label: t('status'), render: (d) => t(`kycState_${d.state}`) },
        ]}
      />
    </Panel>
  );
}

/** Responsible gaming on the card: money limits per period (value and what the window used), session, reality check, self-exclusion. */
function LimitsPanel({ limits }: { limits: Metrics }) {
  const { t } = useAdminT();
  const periods = ['daily', 'weekly', 'monthly'] as const;
  const kinds = [
    ['deposit', t('limitDeposit')],
    ['loss', t('limitLoss')],
    ['wager', t('limitWager')],
  ] as const;
  const ex = limits.selfExclusion;
  return (
    <Panel title={t('limitsTitle')}>
      <CardTable
        caption={t('limitsTitle')}
        rows={kinds.map(([kind, label]) => ({ kind, label, limit: limits[kind] }))}
        rowKey={(r) => r.kind}
        columns={() => [
          { key: 'kind', label: t('kind'), render: (r) => r.label },
          ...periods.map((period) => ({
            key: period,
            label: t(`limit${period[0].toUpperCase()}${period.slice(1)}`),
            render: (r: { limit: Metrics['deposit'] }) => {
              const l = r.limit[period];
              return l.value === null ? (
                <span className="text-slate-400">{t('limitNone')}</span>
              ) : (
                <span className="font-mono">
                  {money(l.value, r.limit.currency)}{' '}
                  <span className="text-xs text-slate-400">
                    ({t('limitUsed')} {money(l.used, r.limit.currency)})
                  </span>
                </span>
              );
            },
          })),
        ]}
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-400">{t('limitSession')}</dt>
        <dd>{limits.session.value === null ? t('limitNone') : `${limits.session.value} ${t('limitMinutes')}`}</dd>
        <dt className="text-slate-400">{t('limitRealityCheck')}</dt>
        <dd>{limits.realityCheck.value === null ? t('limitNone') : `${limits.realityCheck.value} ${t('limitMinutes')}`}</dd>
        <dt className="text-slate-400">{t('limitSelfExclusion')}</dt>
        <dd>
          {ex === null
            ? t('limitNone')
            : `${ex.type} · ${ex.expiresAtIso ? `${t('limitUntil')} ${when(ex.expiresAtIso)}` : t('limitIndefinite')}`}
        </dd>
      </dl>
    </Panel>
  );
}

/** The player's inbox as the player sees it (first page): what the casino told them, and whether they read it. */
function MessagesPanel({ messages }: { messages: AdminPlayerCard['messages'] }) {
  const { t } = useAdminT();
  return (
    <Panel title={t('messagesTitle')}>
      <CardTable
        caption={t('messagesTitle')}
        rows={messages}
        rowKey={(m) => m.id}
        columns={(c) => [
          c.when((m) => m.createdAt),
          { key: 'kind', label: t('kind'), render: (m) => m.category },
          { key: 'title', label: t('messageTitle'), render: (m) => m.title },
          { key: 'read', label: t('status'), render: (m) => (m.read ? t('messageRead') : t('messageUnread')) },
        ]}
      />
    </Panel>
  );
}

/** Operators' notes on the player, newest first, and a form to add one (for operators who may act on players). */
function NotesPanel({ id, notes, canWrite }: { id: string; notes: AdminPlayerCard['notes']; canWrite: boolean }) {
  const { t } = useAdminT();
  const add = useAdminAction('POST /admin/players/:id/notes');
  const form = useForm({ resolver: zodResolver(adminPlayerNoteRequestSchema), defaultValues: { body: '' } });
  const body = form.watch('body');
  const submit = form.handleSubmit((note) =>
    add.mutateAsync({ params: { id }, body: note }).then(
      () => form.reset(),
      () => undefined,
    ),
  );
  return (
    <Panel title={t('notesTitle')}>
      {canWrite ? (
        <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
          <Field label={t('noteBody')} size="sm" error={form.formState.errors.body?.message}>
            <Textarea maxLength={2_000} rows={3} {...form.register('body')} />
          </Field>
          {add.error instanceof ApiError ? <Notice tone="error">{add.error.message}</Notice> : null}
          <div>
            <Button size="xs" type="submit" disabled={form.formState.isSubmitting || body.trim() === ''}>
              {t('addNote')}
            </Button>
          </div>
        </form>
      ) : null}
      {notes.length === 0 ? (
        <p className="text-sm text-slate-400">{t('notesNone')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {notes.map((n) => (
            <li key={n.id} className="rounded-xl border border-white/10 p-3">
              <p className="text-xs text-slate-400">
                {when(n.createdAt)} · {n.author}
              </p>
              <p className="mt-1 whitespace-pre-wrap text-sm">{n.body}</p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** the inputs the operator's actions share: one reason for every action, the block level, the adjustment */
interface ActionValues {
  reason: string;
  blockStatus: string;
  amount: string;
  currency: string;
}
/** each action checks the body it sends with its own contract schema; the shared inputs carry the errors */
const blockBody = bodyResolver(adminBlockRequestSchema, (v: ActionValues) => ({ blockStatus: Number(v.blockStatus), reason: v.reason }));
const reasonBody = bodyResolver(adminReasonSchema, (v: ActionValues) => ({ reason: v.reason }));
const adjustBody = bodyResolver(adminAdjustmentRequestSchema, (v: ActionValues) => ({
  amount: Number(v.amount),
  currency: v.currency,
  reason: v.reason,
}));

/** a language code as its name in the operator's language ("de" → "German" or "Deutsch") */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

type Actions = Record<
  'block' | 'unblock' | 'endSessions' | 'resetTwoFactor' | 'sendMessage' | 'adjust',
  { mutate: (vars: { params: { id: string }; body: never }) => void }
>;

/** The operator's actions on the player: block (with a reason), request the unblock, end sessions, reset 2FA, send a message, ask for a balance adjustment. */
function ActionsPanel({
  id,
  blocked,
  language,
  can,
  actions,
}: {
  id: string;
  blocked: boolean;
  /** the player's site language: a message is shown as written, so it is written in that language */
  language: string | null;
  can: Set<string>;
  actions: Actions;
}) {
  const { t, locale } = useAdminT();
  const resolver = useRef<Resolver<ActionValues, unknown, unknown>>(reasonBody as Resolver<ActionValues, unknown, unknown>);
  const form = useForm<ActionValues, unknown, unknown>({
    resolver: (values, context, options) => resolver.current(values, context, options),
    defaultValues: { reason: '', blockStatus: '2', amount: '', currency: 'EUR' },
  });
  const { errors } = form.formState;
  /** a button's action: check the shared inputs as its body, then send it */
  const run =
    <B,>(check: Resolver<ActionValues, unknown, B>, action: Actions[keyof Actions]) =>
    () => {
      resolver.current = check as Resolver<ActionValues, unknown, unknown>;
      void form.handleSubmit((body) => action.mutate({ params: { id }, body: body as never }))();
    };
  const message = useForm({ resolver: zodResolver(adminPlayerMessageSchema), defaultValues: { title: '', body: '' } });
  const send = message.handleSubmit((body) => actions.sendMessage.mutate({ params: { id }, body: body as never }));
  return (
    <Panel title={t('actions')}>
      {can.has('players.write') ? (
        <>
          <Field label={t('reason')} size="sm" error={errors.reason?.message}>
            <Input size="sm" {...form.register('reason')} />
          </Field>
          <div className="flex flex-wrap items-center gap-2">
            <label className="sr-only" htmlFor="block-status">
              {t('blockStatus')}
            </label>
            <Select id="block-status" look="filter" {...form.register('blockStatus')}>
              {[1, 2, 4, 5].map((s) => (
                <option key={s} value={s}>
                  {t(`block_${s}`)}
                </option>
              ))}
            </Select>
            <Button size="xs" variant="danger" onClick={run(blockBody, actions.block)}>
              {t('block')}
            </Button>
            {blocked ? (
              <Button size="xs" variant="outline" onClick={run(reasonBody, actions.unblock)}>
                {t('requestUnblock')}
              </Button>
            ) : null}
            <Button size="xs" variant="ghost" onClick={run(reasonBody, actions.endSessions)}>
              {t('endSessions')}
            </Button>
            <Button size="xs" variant="ghost" onClick={run(reasonBody, actions.resetTwoFactor)}>
              {t('resetTwoFactor')}
            </Button>
          </div>
        </>
      ) : null}
      {can.has('messages') ? (
        <form onSubmit={send} noValidate className="flex flex-col gap-2 border-t border-white/10 pt-3">
          {language ? (
            <p className="text-xs text-slate-400">{t('messageLanguageHint', { language: languageName(language, locale) })}</p>
          ) : null}
          <Field label={t('messageTitle')} size="sm" error={message.formState.errors.title?.message}>
            <Input size="sm" maxLength={200} {...message.register('title')} />
          </Field>
          <Field label={t('messageBody')} size="sm" error={message.formState.errors.body?.message}>
            <Input size="sm" {...message.register('body')} />
          </Field>
          <Button size="xs" type="submit">
            {t('sendMessage')}
          </Button>
        </form>
      ) : null}
      {can.has('balance.request') ? (
        <div className="flex flex-col gap-2 border-t border-white/10 pt-3">
          <p className="text-xs text-slate-400">{t('adjustHelp')}</p>
          <div className="flex gap-2">
            <Field label={t('amount')} size="sm" error={errors.amount?.message}>
              <Input size="sm" inputMode="numeric" {...form.register('amount')} />
            </Field>
            <Field label={t('currency')} size="sm" error={errors.currency?.message}>
              <Input size="sm" maxLength={3} {...form.register('currency')} />
            </Field>
          </div>
          <Button size="xs" onClick={run(adjustBody, actions.adjust)}>
            {t('adjustBalance')}
          </Button>
        </div>
      ) : null}
    </Panel>
  );
}

/** One player: profile, balances, latest rounds, bonuses and free spins, limits and exclusions, KYC, ledger, payments, logins, pending requests, and the operator's actions. */
export function PlayerCardScreen({ id }: { id: string }) {
  const { t, locale } = useAdminT();
  const me = useOutletContext<AdminMe>();
  const can = new Set(me.permissions);
  const card = usePlayerCard(id);
  const block = useAdminAction('POST /admin/players/:id/block');
  const unblock = useAdminAction('POST /admin/players/:id/unblock');
  const endSessions = useAdminAction('POST /admin/players/:id/end-sessions');
  const resetTwoFactor = useAdminAction('POST /admin/players/:id/reset-2fa');
  const sendMessage = useAdminAction('POST /admin/players/:id/messages');
  const adjust = useAdminAction('POST /admin/players/:id/adjustments');
  const approveAdjustment = useAdminAction('POST /admin/adjustments/:id/approve');
  const approveUnblock = useAdminAction('POST /admin/unblocks/:id/approve');
  const all = [block, unblock, endSessions, resetTwoFactor, sendMessage, adjust, approveAdjustment, approveUnblock];
  const error = all.map((m) => m.error).find((e) => e instanceof ApiError) as ApiError | undefined;
  const ok = all.some((m) => m.isSuccess);

  if (!card.data) return card.isError ? <Notice tone="error">{(card.error as Error).message}</Notice> : <Spinner />;
  const { player, balances, ledger, payments, logins, approvals, rounds, limits, bonuses, kyc, messages, notes } = card.data;
  const pending = approvals.filter((a) => a.status === 'pending');

  return (
    <div className="flex flex-col gap-5">
      <h1 className="font-display text-2xl font-bold">
        {player.login} <span className="text-base font-normal text-slate-400">{player.email}</span>
      </h1>
      {error ? <Notice tone="error">{error.message}</Notice> : ok ? <Notice tone="success">{t('done')}</Notice> : null}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        <Panel title={t('profile')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {(
              [
                ['ID', player.id],
                [t('name'), [player.name, player.surname].filter(Boolean).join(' ')],
                [t('country'), player.country],
                [t('currency'), player.currency],
                [t('blockStatus'), t(`block_${player.blockStatus}`)],
                [t('created'), when(player.registeredAt)],
                [t('ip'), player.lastIp],
                [t('phone'), player.phone],
                [t('language'), player.language ? languageName(player.language, locale) : null],
              ] as [string, string | null][]
            ).map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-slate-400">{k}</dt>
                <dd className="break-all">{v ?? '—'}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel title={t('balances')}>
          {balances.map((b) => (
            <p key={b.currency} className="font-mono text-lg">
              {t('real')}: {money(b.real, b.currency)} · {t('bonus')}: {money(b.bonus, b.currency)}
            </p>
          ))}
        </Panel>
        {can.has('players.write') || can.has('balance.request') || can.has('messages') ? (
          <ActionsPanel
            id={id}
            blocked={player.blockStatus !== 0}
            language={player.language}
            can={can}
            actions={{ block, unblock, endSessions, resetTwoFactor, sendMessage, adjust }}
          />
        ) : null}
      </div>
      <Panel title={t('approvals')}>
        <CardTable
          caption={t('approvals')}
          rows={pending}
          rowKey={(a) => a.id}
          columns={() => [
            { key: 'kind', label: t('kind'), render: (a) => a.kind },
            { key: 'amount', label: t('amount'), render: (a) => (a.amount != null ? money(a.amount, a.currency ?? '') : '—') },
            { key: 'reason', label: t('reason'), render: (a) => a.reason },
            { key: 'by', label: t('requestedBy'), render: (a) => a.requestedBy },
            {
              key: 'act',
              label: t('actions'),
              render: (a) =>
                (a.kind === 'balance.adjust' ? can.has('balance.approve') : can.has('players.write')) &&
                a.requestedBy !== me.operator.email ? (
                  <Button
                    size="xs"
                    onClick={() => (a.kind === 'balance.adjust' ? approveAdjustment : approveUnblock).mutate({ params: { id: a.id } })}
                  >
                    {t('approve')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Panel>
      <Panel title={t('roundsLatest')}>
        <CardTable
          caption={t('roundsLatest')}
          rows={rounds}
          rowKey={(r) => r.roundId}
          columns={(c) => [
            c.when((r) => r.date),
            {
              key: 'game',
              label: t('game'),
              render: (r) => (
                <>
                  {r.gameName}
                  {r.freeRound ? <span className="ml-2 text-xs text-gold">{t('roundFree')}</span> : null}
                </>
              ),
            },
            c.mono('stake', t('roundStake'), (r) => money(r.bet, r.currency)),
            c.mono('win', t('roundWin'), (r) => money(r.win, r.currency)),
            { key: 'status', label: t('status'), render: (r) => t(`roundStatus_${r.status}`) },
            {
              key: 'round',
              label: t('roundId'),
              render: (r) => (
                <span className="font-mono text-xs text-slate-400">
                  {r.roundId.slice(0, 8)}
                  {r.fairness ? (
                    // the player's own history links the same way: /fairness prefilled with the round's seeds
                    <a
                      href={fairnessHref({ ...r.fairness, game: r.fairness.engine })}
                      target="_blank"
                      rel="noreferrer"
                      className="ml-2 font-sans font-semibold text-gold underline decoration-gold/40 hover:decoration-gold"
                      data-testid="admin-verify-round"
                    >
                      {r.fairness.serverSeed ? t('roundVerify') : t('roundVerifyLater')}
                    </a>
                  ) : null}
                </span>
              ),
            },
          ]}
        />
      </Panel>
      {bonuses ? <BonusesPanel bonuses={bonuses} /> : null}
      {limits ? <LimitsPanel limits={limits} /> : null}
      <KycPanel kyc={kyc} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <Panel title={t('ledger')}>
          <CardTable
            caption={t('ledger')}
            rows={ledger}
            rowKey={(l) => `${l.transactionId}-${l.account}`}
            columns={(c) => [
              c.when((l) => l.createdAt),
              { key: 'kind', label: t('kind'), render: (l) => `${l.kind} (${l.account})` },
              c.mono('amount', t('amount'), (l) => money(l.amount, l.currency)),
              c.mono('after', t('balances'), (l) => money(l.balanceAfter, l.currency)),
            ]}
          />
        </Panel>
        <Panel title={t('payments')}>
          <CardTable
            caption={t('payments')}
            rows={payments}
            rowKey={(p) => p.id}
            columns={(c) => [
              c.when((p) => p.createdAt),
              { key: 'type', label: t('kind'), render: (p) => (p.type === 'in' ? '↓ in' : '↑ out') },
              c.mono('amount', t('amount'), (p) => money(p.amount, p.currency)),
              { key: 'status', label: t('status'), render: (p) => p.status },
            ]}
          />
        </Panel>
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <NotesPanel id={id} notes={notes} canWrite={can.has('players.write')} />
        <MessagesPanel messages={messages} />
      </div>
      <Panel title={t('logins')}>
        <CardTable
          caption={t('logins')}
          rows={logins}
          rowKey={(l) => `${l.at}-${l.ip}-${l.result}`}
          columns={(c) => [
            c.when((l) => l.at),
            { key: 'ip', label: t('ip'), render: (l) => l.ip },
            { key: 'device', label: t('device'), render: (l) => l.device },
            { key: 'result', label: t('status'), render: (l) => l.result },
          ]}
        />
      </Panel>
    </div>
  );
}
