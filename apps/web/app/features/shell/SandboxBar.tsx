import { useTranslation } from 'react-i18next';
import { useRootData } from './root-data';

/**
 * A thin bar over every page while the sandbox payment provider is on: nobody should mistake the
 * play-money site for a real casino (the server decides, app config `projectConfig.sandbox`).
 */
export function SandboxBar() {
  const { t } = useTranslation();
  const root = useRootData();
  if (!root?.config?.projectConfig.sandbox) return null;
  return (
    <div
      role="note"
      title={t('sandbox.hint')}
      data-testid="sandbox-bar"
      className="relative z-[70] truncate bg-[repeating-linear-gradient(135deg,#facc15_0_12px,#eab308_12px_24px)] px-3 py-0.5 text-center text-[11px] font-bold text-ink sm:text-xs sm:uppercase sm:tracking-wide"
    >
      {t('sandbox.bar')}
      <span className="sr-only"> {t('sandbox.hint')}</span>
    </div>
  );
}
