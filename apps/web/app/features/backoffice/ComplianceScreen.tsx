import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { z } from 'zod';
import { Link } from 'react-router';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_GDPR_STATUSES,
  operatorPrivacyDecisionSchema,
  operatorReviewSchema,
  profileCorrectionSchema,
  REJECT_LABELS,
  REJECT_TYPES,
  REVIEW_STATUSES,
  type ApiResponse,
  type OperatorPermission,
  type ProfileCorrection,
} from '@fortuna/contracts';
import { Button, Dialog, Field, Input, Notice, Select, Spinner, Textarea } from '../../ui';
import { ApiError } from '../../lib/api';
import { kycDocumentUrl, useAdminAction, useAdminMe, useGdprQueue, useKycQueue, usePlayerCard, useSelfExcluded } from './api';
import { AdminTable, CsvExportLink, when } from './AdminTable';
import { screenPermissions } from './screens';
import { useAdminT, type AdminT } from './useAdminT';
import { Pager } from './WithdrawalsScreen';

const PAGE_SIZE = 25;
type Applicant = ApiResponse<'GET /admin/compliance/kyc'>['applicants'][number];
type Tab = 'kyc' | 'gdpr' | 'excluded';
const TABS: { id: Tab; permission: OperatorPermission; label: string }[] = [
  { id: 'kyc', permission: 'kyc', label: 'cmpTabKyc' },
  { id: 'gdpr', permission: 'privacy', label: 'cmpTabGdpr' },
  { id: 'excluded', permission: 'limits', label: 'cmpTabExcluded' },
];

const playerLink = (id: string) => (
  <Link className="font-mono text-xs text-gold hover:underline" to={`/admin/players/${id}`}>
    {id}
  </Link>
);

/** Compliance: the KYC review queue with its document viewer, the GDPR queue with its deadlines, the self-excluded players. */
export function ComplianceScreen() {
  const { t } = useAdminT();
  const me = useAdminMe();
  const allowed = me.data ? screenPermissions(me.data) : new Set<OperatorPermission>();
  const tabs = TABS.filter((tab) => allowed.has(tab.permission));
  const [active, setActive] = useState<Tab | null>(null);
  const current = tabs.find((tab) => tab.id === active) ?? tabs[0];
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  // arrow keys move between the tabs (the WAI-ARIA tabs pattern)
  const onKey = (e: KeyboardEvent) => {
    const i = tabs.findIndex((tab) => tab.id === current?.id);
    const next =
      e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    setActive(tab.id);
    refs.current[tab.id]?.focus();
  };
  if (!current) return null;
  return (
    <section aria-labelledby="compliance-title" className="flex flex-col gap-4">
      <h1 id="compliance-title" className="font-display text-2xl font-bold">
        {t('cmpTitle')}
      </h1>
      <div role="tablist" aria-label={t('cmpTitle')} className="flex flex-wrap gap-1 border-b border-white/10" onKeyDown={onKey}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`cmp-tab-${tab.id}`}
            aria-selected={tab.id === current.id}
            aria-controls={`cmp-panel-${tab.id}`}
            tabIndex={tab.id === current.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${tab.id === current.id ? 'border-gold text-gold' : 'border-transparent text-slate-300 hover:text-gold'}`}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`cmp-panel-${current.id}`} aria-labelledby={`cmp-tab-${current.id}`} className="flex flex-col gap-4">
        {current.id === 'kyc' ? <KycQueue /> : current.id === 'gdpr' ? <GdprQueue /> : <SelfExcluded />}
      </div>
    </section>
  );
}

function KycQueue() {
  const { t } = useAdminT();
  const [status, setStatus] = useState<string>('pending');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Applicant | null>(null);
  const list = useKycQueue(status, page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusFilter
          label={t('cmpReviewStatus')}
          value={status}
          values={['', ...REVIEW_STATUSES]}
          render={(s) => (s ? s : t('cmpAll'))}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
        />
        <CsvExportLink list="compliance/kyc" query={{ reviewStatus: status }} />
      </div>
      <AdminTable
        stack
        caption={t('cmpTabKyc')}
        rows={list.data?.applicants ?? []}
        rowKey={(a) => a.applicantId}
        empty={list.isPending ? t('cmpLoading') : t('empty')}
        columns={[
          { key: 'created', label: t('created'), render: (a) => when(a.createdAt) },
          { key: 'player', label: t('player'), render: (a) => playerLink(a.externalUserId) },
          { key: 'level', label: t('cmpLevel'), render: (a) => a.levelName },
          { key: 'status', label: t('status'), render: (a) => <ReviewBadge applicant={a} /> },
          { key: 'docs', label: t('cmpDocuments'), render: (a) => a.documents.length },
          {
            key: 'actions',
            label: t('actions'),
            render: (a) => (
              <Button size="xs" onClick={() => setOpen(a)} aria-label={t('cmpReviewOf', { player: a.externalUserId })}>
                {a.reviewStatus === 'pending' ? t('cmpReview') : t('cmpOpen')}
              </Button>
            ),
          },
        ]}
      />
      <Pager page={page} pages={pages} onPage={setPage} />
      {open ? <ReviewDialog applicant={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function ReviewBadge({ applicant }: { applicant: Applicant }) {
  const answer = applicant.reviewResult?.reviewAnswer;
  const tone =
    answer === 'GREEN' ? 'bg-emerald-500/15 text-emerald-300' : answer === 'RED' ? 'bg-rose/15 text-rose' : 'bg-white/10 text-slate-200';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {applicant.reviewStatus}
      {answer ? ` · ${answer}` : ''}
    </span>
  );
}

type ReviewForm = {
  reviewAnswer: 'GREEN' | 'RED';
  rejectLabels: (typeof REJECT_LABELS)[number][];
  reviewRejectType: (typeof REJECT_TYPES)[number];
  moderationComment: string;
};

/** One applicant: their documents (shown here, fetched with the operator's session) and the decision. */
function ReviewDialog({ applicant, onClose }: { applicant: Applicant; onClose: () => void }) {
  const { t } = useAdminT();
  const review = useAdminAction('POST /admin/compliance/kyc/:applicantId/review');
  // the decision is the contract's review: GREEN alone, or RED with at least one label, a type and an optional comment
  const form = useForm<ReviewForm>({
    resolver: zodResolver(operatorReviewSchema) as unknown as Resolver<ReviewForm>,
    defaultValues: { reviewAnswer: 'RED', rejectLabels: [], reviewRejectType: 'RETRY', moderationComment: '' },
  });
  const decide = (answer: 'GREEN' | 'RED') => {
    form.setValue('reviewAnswer', answer);
    return form.handleSubmit((body) =>
      review.mutate(
        {
          params: { applicantId: applicant.applicantId },
          body: body.reviewAnswer === 'RED' && !body.moderationComment ? { ...body, moderationComment: undefined } : body,
        },
        { onSuccess: onClose },
      ),
    )();
  };
  const missing = !!form.formState.errors.rejectLabels;
  const pending = applicant.reviewStatus === 'pending';
  return (
    <Dialog title={t('cmpReviewOf', { player: applicant.externalUserId })} onClose={onClose} look="screen" stayOnOutsideClick>
      {/* the documents scroll; the decision stays in view below them */}
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-5">
        <p className="text-sm text-slate-300">
          {t('cmpApplicant')}: <span className="font-mono">{applicant.applicantId}</span> · <ReviewBadge applicant={applicant} />
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {applicant.documents.length === 0 ? <p className="text-slate-400">{t('cmpNoDocuments')}</p> : null}
          {applicant.documents.map((d) => (
            <DocumentView key={d.id} applicantId={applicant.applicantId} document={d} t={t} />
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-3 border-t border-white/10 p-5">
        {review.error instanceof ApiError ? <Notice tone="error">{review.error.message}</Notice> : null}
        {pending ? (
          <div className="flex flex-col gap-3">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold text-slate-200">{t('cmpRejectLabels')}</legend>
              <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-4">
                {REJECT_LABELS.map((label) => (
                  <label key={label} className="flex items-center gap-2 text-sm text-slate-300">
                    <input type="checkbox" value={label} {...form.register('rejectLabels')} />
                    {t(`cmpLabel_${label}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            {missing ? (
              <Notice tone="error" size="sm">
                {t('cmpLabelsNeeded')}
              </Notice>
            ) : null}
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex items-center gap-2 text-sm text-slate-300">
                {t('cmpRejectType')}
                <Select look="filter" {...form.register('reviewRejectType')}>
                  {REJECT_TYPES.map((r) => (
                    <option key={r} value={r}>
                      {t(`cmpRejectType_${r}`)}
                    </option>
                  ))}
                </Select>
              </label>
              <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm text-slate-300">
                {t('cmpComment')}
                <Textarea maxLength={500} rows={1} {...form.register('moderationComment')} />
              </label>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" busy={review.isPending} onClick={() => decide('GREEN')}>
                {t('cmpApprove')}
              </Button>
              <Button size="sm" variant="danger" busy={review.isPending} onClick={() => decide('RED')}>
                {t('cmpRejectKyc')}
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-400">{t('cmpNotPending')}</p>
        )}
      </div>
    </Dialog>
  );
}

/** A document fetched with the back-office cookie and shown from memory (the server sends it as a download). */
function DocumentView({ applicantId, document: d, t }: { applicantId: string; document: Applicant['documents'][number]; t: AdminT }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const image = d.contentType.startsWith('image/');
  useEffect(() => {
    let url: string | null = null;
    let gone = false;
    fetch(kycDocumentUrl(applicantId, d.id), { credentials: 'same-origin' })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => {
        if (gone) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [applicantId, d.id]);
  const caption = `${d.idDocType}${d.idDocSubType ? ` · ${d.idDocSubType}` : ''} · ${d.fileName}`;
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-white/10 bg-black/20 p-3">
      <div className="grid min-h-40 place-items-center overflow-hidden rounded-lg bg-black/30">
        {failed ? (
          <span className="text-sm text-rose">{t('cmpDocumentFailed')}</span>
        ) : !src ? (
          <Spinner />
        ) : image ? (
          <a href={src} target="_blank" rel="noreferrer" className="block w-full" title={t('cmpFullSize')}>
            <img src={src} alt={caption} className="h-56 w-full object-contain" />
          </a>
        ) : (
          <a className="text-gold underline" href={src} download={d.fileName}>
            {t('cmpDownload')}
          </a>
        )}
      </div>
      <figcaption className="text-xs text-slate-400">
        {caption} · {d.state} · {when(d.uploadedAt)}
      </figcaption>
    </figure>
  );
}

/** the answers typed in the queue, one per request id, each as the contract's decision body checks it */
const answersForm = z.object({
  answers: z.record(z.string(), z.string().pipe(operatorPrivacyDecisionSchema.unwrap().unwrap().shape.answer.unwrap())),
});
type Answers = z.infer<typeof answersForm>;

function GdprQueue() {
  const { t } = useAdminT();
  const [status, setStatus] = useState<string>('received');
  const [page, setPage] = useState(1);
  const answers = useForm<Answers>({ resolver: zodResolver(answersForm), defaultValues: { answers: {} } });
  const answerOf = (id: string) => answers.getValues(`answers.${id}`) ?? '';
  const answerError = (id: string) => (answers.formState.errors.answers?.[id] ? t('cmpAnswerTooLong') : undefined);
  // complete or reject one request with its answer (the other rows' answers are checked alike)
  const decide = (action: typeof complete, id: string) =>
    answers.handleSubmit(() => action.mutate({ params: { id }, body: { answer: answerOf(id) || undefined } }))();
  const list = useGdprQueue(status, page, PAGE_SIZE);
  const complete = useAdminAction('POST /admin/compliance/gdpr/:id/complete');
  const reject = useAdminAction('POST /admin/compliance/gdpr/:id/reject');
  const error = [complete.error, reject.error].find((e) => e instanceof ApiError) as ApiError | undefined;
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const open = (s: string) => s === 'received' || s === 'processing';
  const [rectifying, setRectifying] = useState<GdprRequest | null>(null);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusFilter
          label={t('status')}
          value={status}
          values={['', ...ADMIN_GDPR_STATUSES]}
          render={(s) => (s ? t(`cmpGdprStatus_${s}`) : t('cmpAll'))}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
        />
        <CsvExportLink list="compliance/gdpr" query={{ status }} />
      </div>
      {error ? <Notice tone="error">{error.message}</Notice> : null}
      {rectifying ? (
        <RectificationForm
          key={rectifying.id}
          t={t}
          request={rectifying}
          answer={answers.watch(`answers.${rectifying.id}`) ?? ''}
          onDone={() => setRectifying(null)}
        />
      ) : null}
      <AdminTable
        stack
        caption={t('cmpTabGdpr')}
        rows={list.data?.requests ?? []}
        rowKey={(r) => r.id}
        empty={list.isPending ? t('cmpLoading') : t('empty')}
        columns={[
          { key: 'created', label: t('created'), render: (r) => when(r.createdAt) },
          { key: 'player', label: t('player'), render: (r) => playerLink(r.playerId) },
          { key: 'type', label: t('kind'), render: (r) => t(`cmpGdprType_${r.type}`) },
          {
            key: 'text',
            label: t('cmpRequestText'),
            render: (r) => <p className="max-w-xs break-words text-xs text-slate-300">{r.text}</p>,
          },
          { key: 'status', label: t('status'), render: (r) => t(`cmpGdprStatus_${r.status}`) },
          {
            key: 'due',
            label: t('cmpDue'),
            render: (r) => (
              <span className="flex flex-col gap-1">
                <span>{when(r.dueAt)}</span>
                {r.overdue ? (
                  <span className="w-fit rounded-full bg-rose/15 px-2 py-0.5 text-xs font-semibold text-rose">{t('cmpOverdue')}</span>
                ) : null}
              </span>
            ),
          },
          {
            key: 'actions',
            label: t('actions'),
            render: (r) =>
              open(r.status) ? (
                <div className="flex flex-col gap-2 md:min-w-56">
                  <label className="sr-only" htmlFor={`answer-${r.id}`}>
                    {t('cmpAnswer')}
                  </label>
                  <Textarea
                    id={`answer-${r.id}`}
                    rows={2}
                    maxLength={1000}
                    placeholder={t('cmpAnswer')}
                    invalid={!!answerError(r.id)}
                    {...answers.register(`answers.${r.id}`)}
                  />
                  {answerError(r.id) ? (
                    <span role="alert" className="text-xs text-rose" data-field-error>
                      {answerError(r.id)}
                    </span>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    {r.type === 'rectification' ? (
                      <Button size="xs" variant="outline" onClick={() => setRectifying(r)} aria-label={`${t('cmpRectify')} ${r.id}`}>
                        {t('cmpRectify')}
                      </Button>
                    ) : null}
                    <Button size="xs" onClick={() => void decide(complete, r.id)}>
                      {t('cmpComplete')}
                    </Button>
                    <Button size="xs" variant="danger" onClick={() => void decide(reject, r.id)}>
                      {t('reject')}
                    </Button>
                  </div>
                </div>
              ) : (
                <span className="text-xs text-slate-400">{r.answer ?? '—'}</span>
              ),
          },
        ]}
      />
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );
}

type GdprRequest = ApiResponse<'GET /admin/compliance/gdpr'>['requests'][number];
const CORRECTABLE = ['name', 'surname', 'birthDate'] as const;
type Correction = Record<(typeof CORRECTABLE)[number], string>;

/** the fields an operator changed, for the rectification (unchanged ones are left out) */
export function changedFields(current: Correction, edited: Correction): Partial<Correction> {
  return Object.fromEntries(CORRECTABLE.filter((k) => edited[k].trim() !== current[k]).map((k) => [k, edited[k].trim()]));
}

/**
 * A rectification request: the player's identity fields as on file, corrected by the operator (the
 * same rules as the player's own profile form), then the request is completed with them.
 */
function RectificationForm({ t, request, answer, onDone }: { t: AdminT; request: GdprRequest; answer: string; onDone: () => void }) {
  const card = usePlayerCard(request.playerId);
  const complete = useAdminAction('POST /admin/compliance/gdpr/:id/complete');
  const player = card.data?.player;
  const current: Correction = { name: player?.name ?? '', surname: player?.surname ?? '', birthDate: player?.birthDate ?? '' };
  // the fields as edited, reduced to the changed ones, must pass the profile's own rules (the contract's schema)
  const schema = useMemo(
    () =>
      z
        .object({ name: z.string(), surname: z.string(), birthDate: z.string() })
        .transform((edited) => changedFields(current, edited))
        .pipe(profileCorrectionSchema),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the values on file, not the object
    [current.name, current.surname, current.birthDate],
  );
  const form = useForm<Correction, unknown, ProfileCorrection>({ resolver: zodResolver(schema), values: current });
  const [failure, setFailure] = useState<string | null>(null);
  const fieldError = (k: keyof Correction) => {
    const message = form.formState.errors[k]?.message;
    return message ? t(`cmpFieldError_${message.replace('errors.', '')}`) : undefined;
  };
  const submit = form.handleSubmit(async (corrections) => {
    setFailure(null);
    try {
      await complete.mutateAsync({ params: { id: request.id }, body: { answer: answer || undefined, corrections } });
      onDone();
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : String(err));
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="cmp-rectify-title"
      className="mb-4 flex flex-col gap-4 rounded-2xl border border-gold/30 bg-panel p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="cmp-rectify-title" className="font-display text-lg font-bold">
          {t('cmpRectifyTitle')}
        </h2>
        <Button size="xs" variant="ghost" className="ml-auto" onClick={onDone}>
          {t('cmpClose')}
        </Button>
      </div>
      <p className="text-sm text-slate-300">
        <span className="font-semibold">{t('cmpRequestText')}:</span> {request.text}
      </p>
      <p className="text-xs text-slate-400">{t('cmpRectifyHelp')}</p>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {card.isPending ? <Spinner /> : null}
      {player ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {CORRECTABLE.map((k) => (
            <Field key={k} label={t(`cmpField_${k}`)} size="sm" error={fieldError(k)} hint={`${t('cmpOnFile')}: ${current[k] || '—'}`}>
              <Input size="sm" type={k === 'birthDate' ? 'date' : 'text'} {...form.register(k)} />
            </Field>
          ))}
        </div>
      ) : null}
      <div>
        <Button type="submit" size="sm" busy={complete.isPending} disabled={!player}>
          {t('cmpRectifySubmit')}
        </Button>
      </div>
    </form>
  );
}

function SelfExcluded() {
  const { t } = useAdminT();
  const [page, setPage] = useState(1);
  const list = useSelfExcluded(page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <>
      <div className="flex justify-end">
        <CsvExportLink list="compliance/self-excluded" />
      </div>
      <AdminTable
        stack
        caption={t('cmpTabExcluded')}
        rows={list.data?.items ?? []}
        rowKey={(p) => p.id}
        empty={list.isPending ? t('cmpLoading') : t('empty')}
        columns={[
          {
            key: 'player',
            label: t('player'),
            render: (p) => (
              <Link className="text-gold hover:underline" to={`/admin/players/${p.id}`}>
                {p.login}
              </Link>
            ),
          },
          { key: 'email', label: t('email'), render: (p) => p.email },
          { key: 'country', label: t('cmpCountry'), render: (p) => p.country ?? '—' },
          { key: 'until', label: t('cmpExcludedUntil'), render: (p) => (p.suspendedUntil ? when(p.suspendedUntil) : t('cmpIndefinite')) },
          { key: 'registered', label: t('cmpRegistered'), render: (p) => when(p.registeredAt) },
        ]}
      />
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );
}

function StatusFilter({
  label,
  value,
  values,
  render,
  onChange,
}: {
  label: string;
  value: string;
  values: readonly string[];
  render: (v: string) => string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="flex w-fit items-center gap-2 text-sm text-slate-300">
      {label}
      <Select look="filter" value={value} onChange={(e) => onChange(e.target.value)}>
        {values.map((v) => (
          <option key={v} value={v}>
            {render(v)}
          </option>
        ))}
      </Select>
    </label>
  );
}
