import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { href, type DocumentsRequested } from '@fortuna/contracts';
import { localeFromPath } from '../../lib/i18n';
import { usePlayerInfo } from '../../lib/player';
import { Notice, Spinner } from '../../ui';
import { verificationQueries } from './api';
import { stageOf, type VerificationStage } from './review';

const STAGE_TONE: Record<VerificationStage, string> = {
  verified: 'border-mint/40 bg-mint/10',
  start: 'border-white/10 bg-panel',
  inReview: 'border-sky-400/40 bg-sky-400/10',
  retry: 'border-gold/50 bg-gold/10',
  refused: 'border-rose/50 bg-rose/10',
};

/**
 * /player/verification: where the player's identity check stands (not started, in review, verified,
 * or refused with the reasons), what is still needed, and the way to the upload step.
 */
export function VerificationPage() {
  const { t } = useTranslation('verification');
  const locale = localeFromPath(useLocation().pathname);
  const { player } = usePlayerInfo();
  const applicant = useQuery(verificationQueries.applicant());
  const documents = useQuery(verificationQueries.documents());
  if (applicant.isLoading || documents.isLoading)
    return (
      <div className="grid place-items-center py-16">
        <Spinner />
      </div>
    );
  if (!applicant.data || !documents.data) return <Notice>{t('loadFailed')}</Notice>;
  const stage = stageOf(applicant.data, !!player?.verifiedSumSub);
  const result = applicant.data.applicantData.reviewResult;
  const upload = href('player-verification-sumsub', {}, locale);
  return (
    <div className="flex flex-col gap-6" data-testid="verification-page" data-stage={stage}>
      <section className={`rounded-2xl border p-6 ${STAGE_TONE[stage]}`} data-testid="verification-status">
        <h2 className="text-xl font-bold text-white">{t(`stage.${stage}.title`)}</h2>
        <p className="mt-2 max-w-2xl leading-relaxed text-slate-300">{t(`stage.${stage}.text`)}</p>
        {(stage === 'retry' || stage === 'refused') && result ? (
          <div className="mt-4" data-testid="verification-reasons">
            <p className="text-sm font-semibold text-white">{t('reasons')}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-200">
              {result.rejectLabels.map((label) => (
                <li key={label}>{t(`labels.${label}`, { defaultValue: t('labels.OTHER') })}</li>
              ))}
            </ul>
            {result.moderationComment ? (
              <p className="mt-3 text-sm text-slate-300">
                <span className="font-semibold text-white">{t('comment')}</span> {result.moderationComment}
              </p>
            ) : null}
          </div>
        ) : null}
        {stage === 'start' || stage === 'retry' ? (
          <Link
            to={upload}
            className="mt-5 inline-flex rounded-full bg-gold px-6 py-3 font-semibold text-ink hover:bg-gold-2"
            data-testid="verification-start"
          >
            {t(stage === 'retry' ? 'uploadAgain' : hasUploads(documents.data) ? 'continue' : 'start')}
          </Link>
        ) : null}
      </section>
      {stage !== 'verified' ? <Steps documents={documents.data} /> : null}
      <section className="rounded-2xl border border-white/10 bg-panel p-6 text-sm leading-relaxed text-slate-300">
        <h2 className="text-base font-semibold text-white">{t('why.title')}</h2>
        <p className="mt-2">{t('why.text')}</p>
        <p className="mt-2">{t('why.privacy')}</p>
      </section>
    </div>
  );
}

const hasUploads = (d: DocumentsRequested) => d.documents.some((doc) => doc.state !== 'rejected');

const STATE_CHIP: Record<string, string> = {
  missing: 'bg-white/10 text-slate-300',
  uploaded: 'bg-sky-400/15 text-sky-200',
  accepted: 'bg-mint/15 text-mint',
  rejected: 'bg-rose/15 text-rose',
};

function Steps({ documents }: { documents: DocumentsRequested }) {
  const { t } = useTranslation('verification');
  return (
    <section className="rounded-2xl border border-white/10 bg-panel p-6">
      <h2 className="text-base font-semibold text-white">{t('steps.title')}</h2>
      <ol className="mt-4 flex flex-col gap-3">
        {documents.steps.map((s, i) => (
          <li
            key={s.step}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-white/10 bg-ink/50 px-4 py-3"
            data-testid={`verification-step-${s.step}`}
          >
            <span className="text-slate-200">
              <span className="mr-2 font-mono text-slate-500">{i + 1}.</span>
              {t(`steps.${s.step}`)}
            </span>
            <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATE_CHIP[s.state]}`}>{t(`state.${s.state}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
