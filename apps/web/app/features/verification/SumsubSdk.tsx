import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { Notice, Spinner } from '../../ui';
import { verificationKeys } from './api';

/**
 * The vendor's own verification screen (Sumsub's web SDK in its iframe), used when the casino is
 * configured with Sumsub. The SDK asks for a fresh token when its own expires; the review result
 * still comes to the casino by the signed webhook, so the page only refreshes what it shows.
 */
export function SumsubSdk({ token }: { token: string }) {
  const { t, i18n } = useTranslation('verification');
  const client = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let sdk: { destroy(): void } | undefined;
    let cancelled = false;
    const refreshToken = async () => (await call('GET /verification/applicant/getToken')).token;
    void import('@sumsub/websdk')
      .then(({ default: snsWebSdk }) => {
        if (cancelled || !container.current) return;
        const built = snsWebSdk
          .init(token, refreshToken)
          .withConf({ lang: i18n.language, theme: 'dark' })
          .on('idCheck.onApplicantSubmitted', () => void client.invalidateQueries({ queryKey: verificationKeys.all }))
          .on('idCheck.onError', () => setFailed(true))
          .on('idCheck.onReady', () => setReady(true))
          .build();
        sdk = built;
        built.launch(container.current);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      sdk?.destroy();
    };
  }, [token, i18n.language, client]);

  return (
    <div className="flex flex-col gap-4" data-testid="verification-sumsub">
      {failed ? <Notice>{t('upload.vendorFailed')}</Notice> : null}
      {!ready && !failed ? (
        <div className="grid place-items-center py-10">
          <Spinner />
        </div>
      ) : null}
      <div ref={container} className="min-h-[480px] overflow-hidden rounded-2xl" />
    </div>
  );
}
