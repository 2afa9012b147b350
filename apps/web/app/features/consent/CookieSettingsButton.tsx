import { useTranslation } from 'react-i18next';
import { useConsent } from './consent.store';

/** "Cookie settings": re-opens the banner on its detailed view (footer, cookie policy page). */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation('consent');
  const open = useConsent((s) => s.openSettings);
  return (
    <button type="button" onClick={open} className={className} data-testid="cookie-settings">
      {t('settings')}
    </button>
  );
}
