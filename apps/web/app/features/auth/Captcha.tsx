import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaNeed } from '@fortuna/contracts';
import type {} from 'altcha/types/react';
// the external build does not inject a <style> (the CSP allows only nonced inline styles)
import 'altcha/altcha.css';

declare global {
  interface Window {
    grecaptcha?: {
      ready(cb: () => void): void;
      render(el: HTMLElement, opts: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }): number;
      execute(siteKey: string, opts: { action: string }): Promise<string>;
      enterprise?: { ready(cb: () => void): void; execute(siteKey: string, opts: { action: string }): Promise<string> };
    };
  }
}

/**
 * The captcha the server asks for (GET /api/captcha-need): ALTCHA proof-of-work, solved by the
 * browser on its own, or Google reCAPTCHA v2 (checkbox) / v3 / enterprise (invisible).
 */
export function Captcha({
  config,
  action,
  onToken,
}: {
  config: CaptchaNeed;
  action: 'signup' | 'login' | 'contact';
  onToken: (token: string) => void;
}) {
  if (!config.need || config.provider === 'none') return null;
  if (config.provider === 'altcha') return <Altcha url={config.challengeUrl ?? '/api/captcha/challenge'} onToken={onToken} />;
  return <Recaptcha siteKey={config.siteKey ?? ''} version={config.version ?? '3'} action={action} onToken={onToken} />;
}

function Altcha({ url, onToken }: { url: string; onToken: (token: string) => void }) {
  const { t, i18n } = useTranslation('auth');
  const [ready, setReady] = useState(false);
  const [languages, setLanguages] = useState<Record<string, string>>({});
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    let alive = true;
    void import('./altcha.client').then((m) => {
      if (!alive) return;
      setLanguages(m.ALTCHA_LANGUAGE);
      setReady(true);
    });
    return () => {
      alive = false;
    };
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      onToken(detail.state === 'verified' && detail.payload ? detail.payload : '');
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [ready, onToken]);
  if (!ready) return <div className="h-16 animate-pulse rounded-xl bg-ink/40" aria-label={t('captcha.loading')} />;
  return (
    <div data-testid="captcha" className="[&_.altcha]:!max-w-none">
      <altcha-widget
        ref={ref}
        challenge={url}
        auto="onload"
        language={languages[i18n.language] ?? i18n.language}
        style={
          {
            '--altcha-max-width': '100%',
            '--altcha-color-base': '#181a33',
            '--altcha-color-text': '#e2e8f0',
            '--altcha-color-border': 'rgba(255,255,255,0.12)',
            '--altcha-border-radius': '12px',
          } as React.CSSProperties
        }
      />
    </div>
  );
}

function Recaptcha({
  siteKey,
  version,
  action,
  onToken,
}: {
  siteKey: string;
  version: '2' | '3' | 'enterprise';
  action: string;
  onToken: (t: string) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const src =
      version === 'enterprise'
        ? `https://www.google.com/recaptcha/enterprise.js?render=${siteKey}`
        : version === '3'
          ? `https://www.google.com/recaptcha/api.js?render=${siteKey}`
          : 'https://www.google.com/recaptcha/api.js?render=explicit';
    const run = () => {
      const g = window.grecaptcha;
      if (!g) return;
      if (version === '2') {
        g.ready(() => box.current && g.render(box.current, { sitekey: siteKey, callback: onToken, 'expired-callback': () => onToken('') }));
      } else {
        const api = version === 'enterprise' ? g.enterprise! : g;
        // v3 tokens live two minutes: refresh before they expire
        const get = () => api.ready(() => void api.execute(siteKey, { action }).then(onToken));
        get();
        return setInterval(get, 100_000);
      }
    };
    let timer: ReturnType<typeof setInterval> | undefined;
    const existing = document.querySelector<HTMLScriptElement>(`script[data-recaptcha]`);
    if (existing && window.grecaptcha) timer = run() ?? undefined;
    else {
      const s = document.createElement('script');
      s.src = src;
      s.async = true;
      s.dataset.recaptcha = '1';
      s.onload = () => {
        timer = run() ?? undefined;
      };
      document.head.appendChild(s);
    }
    return () => clearInterval(timer);
  }, [siteKey, version, action, onToken]);
  return version === '2' ? <div ref={box} /> : null;
}
