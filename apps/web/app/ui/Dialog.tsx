import type { ReactNode } from 'react';
import * as Radix from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

/**
 * How a dialog looks:
 * - `sheet`: a form (login, terms): rises from the bottom on a phone, centred card from `sm` up;
 * - `panel`: a game's side panel (rules, provably fair, bonus buy); `wide` for the paytable;
 * - `screen`: a workspace (the cashier): the whole phone screen, a large centred window from `sm` up.
 */
export type DialogLook = 'sheet' | 'panel' | 'screen';

const LOOK = {
  sheet: {
    overlay: 'fixed inset-0 z-50 flex items-end justify-center bg-black/70 backdrop-blur-sm sm:items-center sm:p-6',
    content:
      'max-h-[92vh] w-full overflow-y-auto rounded-t-3xl border border-white/10 bg-panel p-6 shadow-2xl outline-none sm:max-w-md sm:rounded-3xl sm:p-8',
    header: 'mb-6 flex items-start justify-between gap-4',
    title: 'text-2xl font-bold text-white',
    close: 'rounded-full p-1 text-2xl leading-none text-slate-400 hover:text-white',
  },
  panel: {
    overlay: 'fixed inset-0 z-50 grid place-items-center bg-black/70 p-3',
    content: 'pop-in max-h-[90vh] w-full overflow-y-auto rounded-2xl border border-white/10 bg-panel p-4 shadow-2xl outline-none sm:p-6',
    header: 'mb-3 flex items-center justify-between gap-3',
    title: 'text-lg font-bold text-gold-2',
    close: 'grid size-8 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20',
  },
  screen: {
    overlay: 'fixed inset-0 z-40 bg-black/70 backdrop-blur-sm',
    content:
      'fixed inset-0 z-50 flex flex-col bg-panel text-slate-100 shadow-2xl outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90vh] sm:w-[min(960px,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
    header: 'flex items-center justify-between border-b border-white/10 px-5 py-4',
    title: 'text-lg font-bold text-gold',
    close: 'rounded-full p-2 text-slate-300 hover:bg-white/10 hover:text-white',
  },
} satisfies Record<DialogLook, Record<string, string>>;

/**
 * A modal dialog (Radix): focus moves in and stays in, Escape and a click outside close it, the
 * page behind does not scroll and is hidden from assistive tools, focus returns where it was.
 * `locked`: only the dialog's own buttons close it (no Escape, no click outside, no ×).
 * `stayOnOutsideClick`: Escape and × close it, a click outside does not (a form that must not be lost).
 */
export function Dialog({
  title,
  onClose,
  children,
  open = true,
  look = 'sheet',
  wide,
  locked,
  stayOnOutsideClick,
  testId,
}: {
  title: ReactNode;
  onClose?: () => void;
  children: ReactNode;
  open?: boolean;
  look?: DialogLook;
  wide?: boolean;
  locked?: boolean;
  stayOnOutsideClick?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const style = LOOK[look];
  const closable = !!onClose && !locked;
  const content = (
    <Radix.Content
      aria-describedby={undefined}
      data-testid={testId}
      className={look === 'panel' ? `${style.content} ${wide ? 'max-w-3xl' : 'max-w-md'}` : style.content}
      onEscapeKeyDown={(e) => !closable && e.preventDefault()}
      onPointerDownOutside={(e) => (!closable || stayOnOutsideClick) && e.preventDefault()}
      onInteractOutside={(e) => (!closable || stayOnOutsideClick) && e.preventDefault()}
    >
      <div className={style.header}>
        <Radix.Title className={style.title}>{title}</Radix.Title>
        {closable ? (
          <Radix.Close className={style.close} aria-label={t('dialog.close')}>
            {look === 'screen' ? (
              <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden>
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            ) : (
              <span aria-hidden>×</span>
            )}
          </Radix.Close>
        ) : null}
      </div>
      {children}
    </Radix.Content>
  );
  return (
    <Radix.Root open={open} onOpenChange={(next) => !next && onClose?.()}>
      <Radix.Portal>
        {look === 'screen' ? (
          <>
            <Radix.Overlay className={style.overlay} />
            {content}
          </>
        ) : (
          // the overlay scrolls and centres the card: the content sits inside it
          <Radix.Overlay className={style.overlay}>{content}</Radix.Overlay>
        )}
      </Radix.Portal>
    </Radix.Root>
  );
}
