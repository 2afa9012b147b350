import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The chat's corner: the round launcher (with an unread count) and, when open, the panel above it
 * with a title bar and a close button. The chat and the visitors' contact form both live in it.
 */
export function ChatFrame({
  open,
  onOpenChange,
  title,
  unread = 0,
  panelTestId,
  tall,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  unread?: number;
  panelTestId: string;
  /** a form that may need more room than the conversation (it scrolls inside when the screen is short) */
  tall?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('chat');
  return (
    <div className="fixed bottom-5 right-5 z-40 flex flex-col items-end gap-3" data-testid="chat-widget">
      {open && (
        <section
          aria-label={title}
          className={`flex ${tall ? 'max-h-[calc(100dvh-7rem)]' : 'h-[min(70dvh,480px)]'} w-[min(92vw,380px)] flex-col overflow-hidden rounded-2xl border border-white/10 bg-panel shadow-2xl`}
          data-testid={panelTestId}
        >
          <header className="flex items-center justify-between border-b border-white/10 px-4 py-3">
            <h2 className="font-semibold text-white">{title}</h2>
            <button type="button" className="text-sm text-slate-400 hover:text-white" onClick={() => onOpenChange(false)}>
              {t('close')}
            </button>
          </header>
          {children}
        </section>
      )}
      <button
        type="button"
        onClick={() => onOpenChange(!open)}
        aria-label={open ? t('close') : t('open')}
        aria-expanded={open}
        className="relative flex h-14 w-14 items-center justify-center rounded-full bg-gold text-ink shadow-xl shadow-gold/20 hover:bg-gold-2"
        data-testid="chat-launcher"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
        </svg>
        {unread > 0 && (
          <span className="absolute -right-1 -top-1 rounded-full bg-rose px-1.5 text-xs font-bold text-white" data-testid="chat-unread">
            {unread}
          </span>
        )}
      </button>
    </div>
  );
}
