import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href, type Consent, type Locale } from '@fortuna/contracts';
import { call } from '../../lib/api';
import { Button } from '../../ui';
import { useConsent } from './consent.store';
import { landingReferral } from './landing-referral';

/**
 * The cookie banner (EU rules): on the first visit, and again from "Cookie settings". Necessary
 * cookies are always on; analytics and marketing are off until the visitor chooses; "Reject all"
 * is one click, beside "Accept all" and just as prominent. The choice is stored by the server (a
 * necessary cookie) and can be changed at any time.
 */
export function ConsentBanner({ locale, initial }: { locale: Locale; initial: Consent | null }) {
  const { t } = useTranslation('consent');
  const { consent: stored, ready, settingsOpen, chosen, closeSettings } = useConsent();
  // until the store has taken over (server render, first client render), the choice the page was rendered with
  const consent = ready ? stored : initial;
  const [detailed, setDetailed] = useState(false);
  const [draft, setDraft] = useState<Consent>({ analytics: false, marketing: false });
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (settingsOpen) {
      setDetailed(true);
      setDraft(consent ?? { analytics: false, marketing: false });
    }
  }, [settingsOpen, consent]);

  if (consent && !settingsOpen) return null;

  const choose = async (choice: Consent) => {
    setBusy(true);
    try {
      const referral = choice.marketing ? landingReferral() : undefined;
      await call('POST /consent', { body: { ...choice, ...(referral ? { referral } : {}) } });
      chosen(choice);
    } catch {
      // the server could not store it: keep the choice for this tab, ask again on the next visit
      chosen(choice);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-[70] border-t border-white/10 bg-panel/95 shadow-2xl backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 desk:px-6">
        <div className="flex flex-col gap-2">
          <h2 id={titleId} className="text-lg font-bold text-white">
            {t('title')}
          </h2>
          <p className="max-w-4xl text-sm leading-relaxed text-slate-300">
            {t('text')}{' '}
            <Link to={href('cookie-policy', {}, locale)} className="text-gold underline hover:text-gold-2">
              {t('policyLink')}
            </Link>
          </p>
        </div>
        {detailed && (
          <fieldset className="grid gap-3 desk:grid-cols-3" data-testid="consent-categories">
            <legend className="sr-only">{t('categories')}</legend>
            <Category name="necessary" checked disabled onChange={() => {}} />
            <Category name="analytics" checked={draft.analytics} onChange={(v) => setDraft({ ...draft, analytics: v })} />
            <Category name="marketing" checked={draft.marketing} onChange={(v) => setDraft({ ...draft, marketing: v })} />
          </fieldset>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
          {detailed ? (
            <Button variant="ghost" size="sm" busy={busy} onClick={() => choose(draft)} data-testid="consent-save">
              {t('save')}
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setDetailed(true)} data-testid="consent-customise">
              {t('customise')}
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            busy={busy}
            onClick={() => choose({ analytics: false, marketing: false })}
            data-testid="consent-reject"
          >
            {t('rejectAll')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            busy={busy}
            onClick={() => choose({ analytics: true, marketing: true })}
            data-testid="consent-accept"
          >
            {t('acceptAll')}
          </Button>
          {settingsOpen && consent && (
            <Button variant="ghost" size="sm" onClick={closeSettings}>
              {t('close')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

function Category({
  name,
  checked,
  disabled,
  onChange,
}: {
  name: 'necessary' | 'analytics' | 'marketing';
  checked: boolean;
  disabled?: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation('consent');
  return (
    <label className="flex cursor-pointer gap-3 rounded-xl border border-white/10 bg-ink/40 p-3 has-[:disabled]:cursor-default">
      <input
        type="checkbox"
        className="mt-1 h-4 w-4 accent-[var(--color-gold,#f5c542)]"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={`consent-${name}`}
      />
      <span className="flex flex-col gap-1">
        <span className="text-sm font-semibold text-white">
          {t(`${name}.name`)}
          {disabled && <span className="ml-2 text-xs font-normal text-slate-400">{t('alwaysOn')}</span>}
        </span>
        <span className="text-xs leading-relaxed text-slate-400">{t(`${name}.about`)}</span>
      </span>
    </label>
  );
}
