import { DEFAULT_LOCALE, isLocale, type Locale } from '@fortuna/contracts';
import { escapeHtml, htmlToText } from '../../platform/html';

/** The footer every promotional mail carries, in the reader's language. */
const FOOTER: Record<Locale, { why: string; unsubscribe: string }> = {
  en: { why: 'You receive this email because you agreed to receive offers from Fortuna.', unsubscribe: 'Unsubscribe' },
  de: { why: 'Du erhältst diese E-Mail, weil du zugestimmt hast, Angebote von Fortuna zu erhalten.', unsubscribe: 'Abmelden' },
  es: { why: 'Recibes este correo porque aceptaste recibir ofertas de Fortuna.', unsubscribe: 'Darse de baja' },
  fi: { why: 'Saat tämän sähköpostin, koska olet suostunut vastaanottamaan Fortunan tarjouksia.', unsubscribe: 'Peru tilaus' },
  fr: { why: 'Vous recevez cet e-mail car vous avez accepté de recevoir les offres de Fortuna.', unsubscribe: 'Se désabonner' },
  no: { why: 'Du mottar denne e-posten fordi du har samtykket til å motta tilbud fra Fortuna.', unsubscribe: 'Meld av' },
  pt: { why: 'Você recebe este e-mail porque aceitou receber ofertas da Fortuna.', unsubscribe: 'Cancelar inscrição' },
  pl: { why: 'Otrzymujesz tę wiadomość, ponieważ zgodziłeś się na otrzymywanie ofert od Fortuna.', unsubscribe: 'Wypisz się' },
  ro: { why: 'Primești acest e-mail pentru că ai acceptat să primești oferte de la Fortuna.', unsubscribe: 'Dezabonare' },
};

/**
 * A promotional mail: the operator's (sanitised) HTML in the reader's language, then the footer with
 * the unsubscribe link; the headers give mail clients the one-click unsubscribe (RFC 8058).
 */
export function renderPromoMail(input: { locale: string; subject: string; html: string; unsubscribePage: string; oneClickUrl: string }) {
  const locale: Locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
  const footer = FOOTER[locale];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;background:#0b0f1a;color:#e2e8f0;padding:24px">
<h1 style="color:#f5c542">Fortuna</h1>${input.html}
<hr style="border-color:#334155"><p style="color:#94a3b8;font-size:12px">${escapeHtml(footer.why)}
<a href="${escapeHtml(input.unsubscribePage)}" style="color:#94a3b8">${escapeHtml(footer.unsubscribe)}</a></p></body></html>`;
  const text = `${htmlToText(input.html)}\n\n--\n${footer.why}\n${footer.unsubscribe}: ${input.unsubscribePage}\n`;
  return {
    subject: input.subject,
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
