import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { usePlayerInfo } from '../../lib/player';
import { useUi, type Toast } from '../../lib/ui.store';
import { CloseIcon } from './icons';

const TONE: Record<Toast['kind'], string> = {
  info: 'border-sky-400/40',
  success: 'border-mint/50',
  error: 'border-rose/60',
  warning: 'border-gold/60',
};

function ToastHtml({ html }: { html: string }) {
  // Sanitised in the browser (toasts exist only after hydration); nothing unsanitised reaches the DOM.
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // the sanitiser loads with the first HTML toast, not with every page
    void import('dompurify').then(({ default: DOMPurify }) => live && setClean(DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })));
    return () => {
      live = false;
    };
  }, [html]);
  return clean === null ? null : (
    <div className="text-sm text-slate-200 [&_a]:text-gold [&_a]:underline" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

/** Top-right toast area: persistent until closed, optional title, sanitised HTML text. */
export function ToastArea() {
  const { t } = useTranslation();
  const toasts = useUi((s) => s.toasts);
  const closeToast = useUi((s) => s.closeToast);
  const { isLoggedIn } = usePlayerInfo();
  // clearing notifications goes through the real-time hub, so the player's other tabs clear too
  const clearAll = () => {
    useUi.getState().clearToasts();
    if (isLoggedIn) void call('POST /notifications').catch(() => {});
  };
  return (
    <section
      aria-label={t('toast.area')}
      aria-live="polite"
      className="pointer-events-none fixed right-3 top-20 z-[60] flex w-[min(92vw,380px)] flex-col gap-3"
      data-testid="toast-area"
    >
      {toasts.length > 1 && (
        <button
          type="button"
          onClick={clearAll}
          className="pointer-events-auto self-end rounded-full border border-white/15 bg-panel-2/95 px-3 py-1 text-xs font-semibold text-slate-200 shadow-lg hover:bg-white/10"
        >
          {t('toast.clearAll')}
        </button>
      )}
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto relative rounded-2xl border bg-panel-2/95 p-4 pr-10 shadow-2xl backdrop-blur ${TONE[toast.kind]}`}
        >
          {toast.title && <p className="mb-1 font-semibold text-white">{toast.title}</p>}
          <ToastHtml html={toast.html} />
          <button
            type="button"
            onClick={() => closeToast(toast.id)}
            aria-label={t('toast.close')}
            className="absolute right-2 top-2 rounded-lg p-1.5 text-slate-400 hover:bg-white/5 hover:text-white"
          >
            <CloseIcon className="h-4 w-4" />
          </button>
        </div>
      ))}
    </section>
  );
}
