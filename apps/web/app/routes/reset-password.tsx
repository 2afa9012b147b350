import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResetPasswordForm } from '../features/auth';

export function meta() {
  return [{ title: 'Fortuna' }, { name: 'robots', content: 'noindex' }];
}

/** /reset/password/{payload}: no header or footer, a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { payload = '' } = useParams();
  return (
    <div className="flex min-h-screen items-center justify-center px-4 py-10">
      <section className="w-full max-w-md rounded-3xl border border-white/10 bg-panel p-6 sm:p-10">
        <p className="mb-2 text-sm font-bold tracking-[0.3em] text-gold uppercase">Fortuna</p>
        <h1 className="mb-6 text-3xl font-extrabold text-white">{t('reset.title')}</h1>
        <ResetPasswordForm payload={payload} />
      </section>
    </div>
  );
}
