import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@fortuna/contracts';
import { localeFromPath } from '../../lib/i18n';
import { useUi } from '../../lib/ui.store';
import { Button, Dialog } from '../../ui';

/** Why the casino refused a bet (a limit, the terms), in the player's language, with the way to the limits page. */
export function LimitReachedDialog() {
  const { t } = useTranslation('rg');
  const { modalProps, closeModal } = useUi();
  const reason = String(modalProps.reason ?? 'lossLimit');
  const period = modalProps.period ? t(`period.${String(modalProps.period)}`) : '';
  return (
    <Dialog title={t('refused.title')} onClose={closeModal} testId="limit-reached">
      <div className="flex flex-col gap-4">
        <p className="text-slate-300" data-testid="limit-reason">
          {t(`refused.${reason}`, { period })}
        </p>
        {reason !== 'terms' ? (
          <Link
            to={href('player-exclusion', {}, localeFromPath(window.location.pathname))}
            onClick={closeModal}
            className="text-sm text-gold-2 underline"
          >
            {t('refused.seeLimits')}
          </Link>
        ) : null}
        <Button onClick={closeModal}>{t('popup.ok')}</Button>
      </div>
    </Dialog>
  );
}
