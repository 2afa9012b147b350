import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { Button, Dialog } from '../../ui';
import { rgQueries } from './api';

/** The block popups: a lite or cashier block closes the cashier; a full block logged the player out. */
export function BlockPopup({ full }: { full: boolean }) {
  const { t } = useTranslation('rg');
  const closeModal = useUi((s) => s.closeModal);
  const { isLoggedIn } = usePlayerInfo();
  const metrics = useQuery({ ...rgQueries.metrics(), enabled: isLoggedIn && !full });
  const reason = metrics.data?.block.reason;
  return (
    <Dialog title={t(full ? 'block.fullTitle' : 'block.title')} onClose={closeModal} testId="block-popup">
      <div className="flex flex-col gap-4">
        <p className="text-slate-300">{t(full ? 'block.fullText' : 'block.text')}</p>
        {reason ? <p className="rounded-xl bg-ink/60 px-4 py-3 text-sm text-slate-200">{t('block.reason', { reason })}</p> : null}
        <p className="text-sm text-slate-400">{t('block.support')}</p>
        <Button onClick={closeModal}>{t('popup.ok')}</Button>
      </div>
    </Dialog>
  );
}
