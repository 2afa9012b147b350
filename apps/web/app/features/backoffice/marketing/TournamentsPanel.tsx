import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  GAME_CATEGORIES,
  TOURNAMENT_JOIN_MODES,
  TOURNAMENT_PLAYER_STATUSES,
  TOURNAMENT_TYPES,
  tournamentInputSchema,
  type ApiResponse,
  type Locale,
  type OperatorTournament,
  type TournamentInput,
} from '@fortuna/contracts';
import { Button, Field, Input, Notice, Select, Textarea } from '../../../ui';
import { useAdminAction, useOperatorTournaments } from '../api';
import { AdminTable, when } from '../AdminTable';
import type { AdminT } from '../useAdminT';
import { bodyResolver, errorOf, inputFromUtc, listOf, numberOrDefault, serverErrors, utcFromInput } from '../form';
import { Check, LocalisedTexts, NO_TEXTS, textsOf } from './parts';

const EMPTY = {
  seoTitle: '',
  title: NO_TEXTS,
  rules: NO_TEXTS,
  type: 'win-sum' as TournamentInput['type'],
  startsAt: '',
  endsAt: '',
  games: '',
  categories: [] as string[],
  studios: '',
  scoringGame: '',
  minBet: '0',
  currencies: 'EUR',
  allowedStatuses: ['new', 'verified', 'trusted'] as string[],
  joinMode: 'opt_in' as TournamentInput['joinMode'],
  prizes: '',
  pointsTable: '',
  externalPlaces: '0',
};
type Values = typeof EMPTY;
type Preview = ApiResponse<'POST /operator/tournaments/preview'>;
const EDITABLE = new Set(['registration', 'active']);
// from the route table, not the games module: sharing that module with the players' lobby would split it into a chunk of its own
const CATEGORIES = GAME_CATEGORIES.filter((c) => c !== 'all');

/** the tournament's input as the form's text fields (lists comma-separated, prizes as amounts in minor units) */
const valuesOf = (i: TournamentInput): Values => ({
  seoTitle: i.seoTitle,
  title: textsOf(i.title),
  rules: textsOf(i.rules),
  type: i.type,
  startsAt: inputFromUtc(i.startsAt),
  endsAt: inputFromUtc(i.endsAt),
  games: i.games.join(', '),
  categories: i.categories,
  studios: i.studios.join(', '),
  scoringGame: i.scoringGame ?? '',
  minBet: String(i.minBet),
  currencies: i.currencies.join(', '),
  allowedStatuses: i.allowedStatuses,
  joinMode: i.joinMode,
  prizes: i.prizes.map((p) => (p.bonusTemplate ? `${p.amount}:${p.bonusTemplate}` : String(p.amount))).join(', '),
  pointsTable: i.pointsTable.map((p) => `${p.minBet}:${p.points}`).join(', '),
  externalPlaces: String(i.externalPlaces),
});

/** Tournaments: list, create, edit until it ends, preview what the site would show, cancel (pays nothing). */
export function TournamentsPanel({ t }: { t: AdminT }) {
  const list = useOperatorTournaments();
  const create = useAdminAction('POST /operator/tournaments');
  const update = useAdminAction('PUT /operator/tournaments/:id');
  const cancel = useAdminAction('POST /operator/tournaments/:id/cancel');
  const preview = useAdminAction('POST /operator/tournaments/preview');
  const [editing, setEditing] = useState<OperatorTournament | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [shown, setShown] = useState<Preview | null>(null);
  // the players' title and rules per language (one language shown at a time); an empty one falls back to English
  const [textLocale, setTextLocale] = useState<Locale>('en');
  const toBody = (v: Values) => ({
    seoTitle: v.seoTitle.trim(),
    title: v.title,
    rules: v.rules,
    image: editing?.input.image ?? null,
    type: v.type,
    startsAt: utcFromInput(v.startsAt) ?? '',
    endsAt: utcFromInput(v.endsAt) ?? '',
    games: listOf(v.games),
    categories: v.categories,
    studios: listOf(v.studios),
    scoringGame: v.scoringGame.trim() || null,
    minBet: numberOrDefault(v.minBet),
    currencies: listOf(v.currencies.toUpperCase()),
    allowedStatuses: v.allowedStatuses,
    joinMode: v.joinMode,
    prizes: listOf(v.prizes).map((p, i) => {
      const [amount, bonusTemplate] = p.split(':');
      return { place: i + 1, amount: Number(amount), ...(bonusTemplate ? { bonusTemplate } : {}) };
    }),
    pointsTable: listOf(v.pointsTable).map((p) => {
      const [minBet, points] = p.split(':');
      return { minBet: Number(minBet), points: Number(points) };
    }),
    externalPlaces: numberOrDefault(v.externalPlaces),
  });
  const form = useForm<Values, unknown, TournamentInput>({ resolver: bodyResolver(tournamentInputSchema, toBody), defaultValues: EMPTY });
  const errors = form.formState.errors;
  const edit = (row: OperatorTournament | null) => {
    setEditing(row);
    setFailure(null);
    setSaved(null);
    setShown(null);
    setTextLocale('en');
    form.reset(row ? valuesOf(row.input) : EMPTY);
  };
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const row = editing ? await update.mutateAsync({ params: { id: editing.id }, body }) : await create.mutateAsync({ body });
      edit(null);
      setSaved(t('mkSavedItem', { id: (row as { seoTitle: string }).seoTitle }));
    } catch (e) {
      setFailure(serverErrors(e, form.setError));
    }
  });
  const showPreview = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      setShown((await preview.mutateAsync({ body })) as Preview);
    } catch (e) {
      setShown(null);
      setFailure(serverErrors(e, form.setError));
    }
  });
  const doCancel = (id: number) =>
    cancel.mutate(
      { params: { id } },
      { onSuccess: () => setConfirming(null), onError: (e) => setFailure(serverErrors(e, () => undefined)) },
    );
  const text = (name: Exclude<keyof Values, 'title' | 'rules'>, label: string, hint?: string, type = 'text') => (
    <Field label={label} size="sm" error={errorOf(errors, name)} hint={hint}>
      <Input size="sm" type={type} autoComplete="off" {...form.register(name)} />
    </Field>
  );
  return (
    <div className="flex flex-col gap-5">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="mk-tournament-title"
        className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-panel p-5"
      >
        <div className="flex items-center justify-between">
          <h2 id="mk-tournament-title" className="font-display text-lg font-bold">
            {editing ? t('mkTournamentEdit', { id: editing.seoTitle }) : t('mkTournamentNew')}
          </h2>
          {editing ? (
            <Button size="xs" variant="ghost" onClick={() => edit(null)}>
              {t('mkNewInstead')}
            </Button>
          ) : null}
        </div>
        {failure ? <Notice tone="error">{failure}</Notice> : saved ? <Notice tone="success">{saved}</Notice> : null}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {text('seoTitle', t('mkSeoTitle'), t('mkSeoHint'))}
          <Field label={t('mkType')} size="sm" error={errorOf(errors, 'type')}>
            <Select look="filter" className="w-full py-2.5" {...form.register('type')}>
              {TOURNAMENT_TYPES.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('mkJoinMode')} size="sm" error={errorOf(errors, 'joinMode')}>
            <Select look="filter" className="w-full py-2.5" {...form.register('joinMode')}>
              {TOURNAMENT_JOIN_MODES.map((k) => (
                <option key={k} value={k}>
                  {t(`mkJoin_${k}`)}
                </option>
              ))}
            </Select>
          </Field>
          <LocalisedTexts
            t={t}
            current={textLocale}
            onChange={setTextLocale}
            filled={(l) => !!form.watch(`title.${l}`)?.trim()}
            fieldsClassName="flex flex-col gap-3"
          >
            <Field label={t('mkTitleIn', { locale: textLocale.toUpperCase() })} size="sm" error={errorOf(errors, 'title')}>
              <Input
                size="sm"
                autoComplete="off"
                placeholder={textLocale === 'en' ? '' : form.watch('title.en')}
                {...form.register(`title.${textLocale}`)}
              />
            </Field>
            <Field label={t('mkRulesIn', { locale: textLocale.toUpperCase() })} size="sm" error={errorOf(errors, 'rules')}>
              <Textarea
                rows={3}
                placeholder={textLocale === 'en' ? '' : form.watch('rules.en')}
                {...form.register(`rules.${textLocale}`)}
              />
            </Field>
          </LocalisedTexts>
          {text('startsAt', t('mkStartsAt'), undefined, 'datetime-local')}
          {text('endsAt', t('mkEndsAt'), undefined, 'datetime-local')}
          {text('currencies', t('mkCurrencies'), t('mkListHint'))}
          {text('minBet', t('mkMinBet'), t('mkMinorHint'))}
          <div className="lg:col-span-2">{text('games', t('mkGames'), t('mkGamesHint'))}</div>
          {text('studios', t('mkStudios'), t('mkListHint'))}
          {text('scoringGame', t('mkScoringGame'), t('mkScoringHint'))}
          <div className="lg:col-span-2">{text('prizes', t('mkPrizes'), t('mkPrizesHint'))}</div>
          {text('pointsTable', t('mkPointsTable'), t('mkPointsHint'))}
          {text('externalPlaces', t('mkExternalPlaces'))}
          <fieldset className="flex flex-col gap-1 lg:col-span-2">
            <legend className="mb-1 text-sm font-medium text-slate-300">{t('mkCategories')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {CATEGORIES.map((c) => (
                <Check key={c} label={c} value={c} {...form.register('categories')} />
              ))}
            </div>
            {errorOf(errors, 'categories') ? <p className="text-sm text-rose">{errorOf(errors, 'categories')}</p> : null}
          </fieldset>
          <fieldset className="flex flex-col gap-1 lg:col-span-2">
            <legend className="mb-1 text-sm font-medium text-slate-300">{t('mkAllowedStatuses')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {TOURNAMENT_PLAYER_STATUSES.map((s) => (
                <Check key={s} label={t(`mkStatus_${s}`)} value={s} {...form.register('allowedStatuses')} />
              ))}
            </div>
            {errorOf(errors, 'allowedStatuses') ? <p className="text-sm text-rose">{errorOf(errors, 'allowedStatuses')}</p> : null}
          </fieldset>
        </div>
        <div className="flex gap-3">
          <Button type="submit" size="sm" busy={form.formState.isSubmitting && !preview.isPending}>
            {editing ? t('mkSave') : t('mkCreate')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void showPreview()} busy={preview.isPending}>
            {t('mkPreview')}
          </Button>
        </div>
        {shown ? (
          <section aria-label={t('mkPreview')} className="rounded-xl border border-gold/30 bg-ink/50 p-4 text-sm">
            <p className="font-display text-lg font-bold text-gold">{shown.title}</p>
            <p className="text-slate-300">
              {shown.type} · {t(`mkState_${shown.status}`)} · {shown.startDate} – {shown.endDate}
            </p>
            <p className="text-slate-300">{t('mkPreviewPrizes', { places: shown.places, pool: (shown.prizePool / 100).toFixed(2) })}</p>
            <p className="text-slate-400">
              {t('mkPreviewGames', { count: shown.games.length })}:{' '}
              {shown.games
                .slice(0, 8)
                .map((g) => g.name)
                .join(', ')}
              {shown.games.length > 8 ? ' …' : ''}
            </p>
          </section>
        ) : null}
      </form>
      <AdminTable
        caption={t('mkTabTournaments')}
        rows={list.data ?? []}
        rowKey={(r) => String(r.id)}
        empty={list.isLoading ? t('mkLoading') : t('empty')}
        columns={[
          { key: 'id', label: '#', render: (r) => r.id },
          { key: 'title', label: t('mkTitle'), render: (r) => r.input.title.en ?? r.seoTitle },
          { key: 'type', label: t('mkType'), render: (r) => r.type },
          { key: 'state', label: t('status'), render: (r) => t(`mkState_${r.state}`) },
          { key: 'window', label: t('mkValid'), render: (r) => `${when(r.startsAt)} – ${when(r.endsAt)}` },
          {
            key: 'act',
            label: t('actions'),
            render: (r) =>
              EDITABLE.has(r.state) ? (
                <div className="flex gap-2">
                  <Button size="xs" variant="ghost" onClick={() => edit(r)} aria-label={`${t('mkEdit')} ${r.seoTitle}`}>
                    {t('mkEdit')}
                  </Button>
                  {confirming === r.id ? (
                    <Button size="xs" variant="danger" onClick={() => doCancel(r.id)} busy={cancel.isPending}>
                      {t('mkCancelConfirm')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setConfirming(r.id)}
                      aria-label={`${t('mkCancelTournament')} ${r.seoTitle}`}
                    >
                      {t('mkCancelTournament')}
                    </Button>
                  )}
                </div>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </div>
  );
}
