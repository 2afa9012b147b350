import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import {
  DEFAULT_UPLOAD_MAX_BYTES,
  href,
  ID_DOC_TYPES,
  TWO_SIDED_DOC_TYPES,
  UPLOAD_ACCEPT,
  UPLOAD_EXTENSIONS,
  type DocumentsRequested,
  type IdDocSide,
  type IdDocType,
  type KycDocument,
  type KycStep,
} from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { localeFromPath } from '../../lib/i18n';
import { Button, Notice, Select, Spinner } from '../../ui';
import { verificationKeys, verificationQueries } from './api';
import { submitForReview, uploadDocument } from './sandbox-vendor';
import { SumsubSdk } from './SumsubSdk';

/** the identity document's type, one the vendor knows */
const docTypeForm = z.object({ docType: z.enum(ID_DOC_TYPES) });

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';
/**
 * A picked file, checked only to save a pointless upload (the vendor judges the content): a document's
 * extension or an image, at most the upload limit. The messages are keys of the `verification` strings.
 */
const pickedFile = z
  .custom<File>((v) => typeof File !== 'undefined' && v instanceof File, { message: 'upload.failed' })
  .refine((f) => (UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(f.name)) || f.type.startsWith('image/'), 'upload.badType')
  .refine((f) => f.size <= DEFAULT_UPLOAD_MAX_BYTES, 'upload.tooBig');
const fileForm = z.object({ file: z.custom<File>().nullable().pipe(pickedFile) });
type FileValues = { file: File | null };

/**
 * /player/verification/sumsub: the verification vendor's screen. With Sumsub configured it is the
 * vendor's web SDK; with the embedded sandbox vendor it is this upload form: the identity document
 * (front, and back where it has one) and a selfie, each from a file or the phone's camera.
 */
export function UploadPage() {
  const { t } = useTranslation('verification');
  const token = useQuery(verificationQueries.token());
  if (token.isLoading)
    return (
      <div className="grid place-items-center py-16">
        <Spinner />
      </div>
    );
  if (!token.data) return <Notice>{t('loadFailed')}</Notice>;
  return token.data.provider === 'sumsub' ? <SumsubSdk token={token.data.token} /> : <SandboxUpload token={token.data.token} />;
}

function SandboxUpload({ token }: { token: string }) {
  const { t } = useTranslation('verification');
  const locale = localeFromPath(useLocation().pathname);
  const navigate = useNavigate();
  const client = useQueryClient();
  const documents = useQuery(verificationQueries.documents());
  const form = useForm<{ docType: IdDocType }>({ resolver: zodResolver(docTypeForm), defaultValues: { docType: 'ID_CARD' } });
  const docType = form.watch('docType');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const back = href('player-verification', {}, locale);
  if (documents.isLoading)
    return (
      <div className="grid place-items-center py-16">
        <Spinner />
      </div>
    );
  const d = documents.data;
  if (!d) return <Notice>{t('loadFailed')}</Notice>;
  if (!d.canUpload)
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="info">{t('upload.closed')}</Notice>
        <BackLink to={back} />
      </div>
    );

  const refresh = () => client.invalidateQueries({ queryKey: verificationKeys.all });
  const submit = async () => {
    setSubmitting(true);
    setError(null);
    try {
      // the vendor's answer is the news (the casino hears it by webhook a moment later)
      client.setQueryData(verificationKeys.applicant, await submitForReview(token));
      void client.invalidateQueries({ queryKey: verificationKeys.documents });
      void navigate(back);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('upload.failed'));
    } finally {
      setSubmitting(false);
    }
  };
  const sides: IdDocSide[] = TWO_SIDED_DOC_TYPES.includes(docType) ? ['FRONT_SIDE', 'BACK_SIDE'] : ['FRONT_SIDE'];
  return (
    <div className="flex flex-col gap-6" data-testid="verification-upload">
      <p className="max-w-2xl leading-relaxed text-slate-300">{t('upload.intro')}</p>
      <section className="rounded-2xl border border-white/10 bg-panel p-6">
        <h2 className="text-lg font-bold text-white">{t('steps.IDENTITY')}</h2>
        <label className="mt-4 block max-w-sm text-sm text-slate-300">
          <span className="mb-1 block">{t('upload.docType')}</span>
          <Select {...form.register('docType')} data-testid="verification-doc-type">
            {ID_DOC_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`docTypes.${type}`)}
              </option>
            ))}
          </Select>
        </label>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {sides.map((side) => (
            <FileSlot
              key={side}
              token={token}
              step="IDENTITY"
              idDocType={docType}
              side={side}
              label={t(`sides.${side}`)}
              current={latest(d, 'IDENTITY', side)}
              onDone={refresh}
            />
          ))}
        </div>
      </section>
      <section className="rounded-2xl border border-white/10 bg-panel p-6">
        <h2 className="text-lg font-bold text-white">{t('steps.SELFIE')}</h2>
        <p className="mt-1 text-sm text-slate-400">{t('upload.selfieHint')}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <FileSlot
            token={token}
            step="SELFIE"
            idDocType="SELFIE"
            label={t('sides.SELFIE')}
            current={latest(d, 'SELFIE')}
            onDone={refresh}
            selfie
          />
        </div>
      </section>
      <Notice>{error}</Notice>
      <div className="flex flex-wrap items-center gap-4">
        <Button onClick={() => void submit()} disabled={!d.canSubmit} busy={submitting} data-testid="verification-submit">
          {t('upload.submit')}
        </Button>
        {!d.canSubmit ? <span className="text-sm text-slate-400">{t('upload.submitHint')}</span> : null}
      </div>
      <BackLink to={back} />
    </div>
  );
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('verification');
  return (
    <Link to={to} className="text-sm text-gold underline-offset-4 hover:underline">
      {t('upload.back')}
    </Link>
  );
}

/** The newest file for a step and side that still counts (a rejected one is shown until replaced). */
function latest(d: DocumentsRequested, step: KycStep, side?: IdDocSide): KycDocument | undefined {
  const mine = d.documents.filter((doc) => doc.step === step && (step === 'SELFIE' || doc.idDocSubType === side));
  return mine[mine.length - 1];
}

function FileSlot(props: {
  token: string;
  step: KycStep;
  idDocType: string;
  side?: IdDocSide;
  label: string;
  current?: KycDocument;
  onDone: () => Promise<unknown>;
  selfie?: boolean;
}) {
  const { t } = useTranslation('verification');
  const testId = `upload-${props.step}${props.side ? `-${props.side}` : ''}`;
  // each pick is submitted at once; the server's refusal lands on the same field, in its own words
  const form = useForm<FileValues, unknown, z.output<typeof fileForm>>({ resolver: zodResolver(fileForm), defaultValues: { file: null } });
  const busy = form.formState.isSubmitting;
  const fileError = form.formState.errors.file;
  const error = !fileError?.message
    ? null
    : fileError.type === 'server'
      ? fileError.message
      : t(fileError.message, { mb: DEFAULT_UPLOAD_MAX_BYTES / 1024 / 1024 });

  const upload = form.handleSubmit(async ({ file }) => {
    try {
      await uploadDocument(props.token, { step: props.step, idDocType: props.idDocType, idDocSubType: props.side }, file);
      await props.onDone();
    } catch (err) {
      form.setError('file', { type: 'server', message: err instanceof ApiError ? err.message : t('upload.failed') });
    }
  });
  const send = (file: File | undefined) => {
    if (!file) return;
    form.setValue('file', file);
    return upload();
  };

  const input = (capture: boolean) => (
    <input
      type="file"
      className="sr-only"
      accept={capture ? 'image/*' : `${UPLOAD_ACCEPT},image/*`}
      {...(capture ? { capture: props.selfie ? 'user' : 'environment' } : {})}
      data-testid={capture ? `${testId}-camera` : testId}
      disabled={busy}
      onChange={(e) => {
        void send(e.target.files?.[0]);
        e.target.value = '';
      }}
    />
  );
  const doc = props.current;
  return (
    <div className="rounded-xl border border-dashed border-white/20 bg-ink/40 p-4" data-testid={`${testId}-slot`}>
      <p className="font-semibold text-white">{props.label}</p>
      <p className="mt-1 min-h-5 text-sm text-slate-400" data-testid={`${testId}-state`} data-state={doc?.state ?? 'missing'}>
        {doc ? t('upload.fileState', { name: doc.fileName, state: t(`state.${doc.state}`) }) : t('state.missing')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <label className="inline-flex cursor-pointer items-center rounded-full border border-gold/60 px-4 py-2 text-sm font-semibold text-gold hover:bg-gold/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold">
          {input(false)}
          {doc ? t('upload.replace') : t('upload.chooseFile')}
        </label>
        <label className="inline-flex cursor-pointer items-center rounded-full border border-white/15 px-4 py-2 text-sm font-semibold text-slate-100 hover:border-gold hover:text-gold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold">
          {input(true)}
          {t('upload.camera')}
        </label>
        {busy ? <Spinner /> : null}
      </div>
      {error ? (
        <p className="mt-2 text-sm text-rose" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
