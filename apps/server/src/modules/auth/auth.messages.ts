import { DEFAULT_LOCALE, isLocale, type Locale } from '@fortuna/contracts';

/**
 * Texts the server writes itself, in the player's language: the two mails, the SMS and the
 * messages the site shows as they are (email confirmation 400 shows the server message).
 */
interface Texts {
  confirmSubject: string;
  confirmBody: string;
  confirmButton: string;
  resetSubject: string;
  resetBody: string;
  resetButton: string;
  ignore: string;
  sms: string;
  linkInvalid: string;
  linkExpired: string;
  linkUsed: string;
  emailConfirmed: string;
  alreadyConfirmed: string;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    confirmSubject: 'Confirm your email address',
    confirmBody: 'Hello {login}, welcome to Fortuna! Please confirm your email address. The link is valid for 48 hours.',
    confirmButton: 'Confirm email',
    resetSubject: 'Reset your password',
    resetBody: 'Hello {login}, we received a request to reset your password. The link is valid for 1 hour.',
    resetButton: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this email.',
    sms: 'Your Fortuna confirmation code: {code}',
    linkInvalid: 'This link is not valid.',
    linkExpired: 'This link has expired. Please request a new one.',
    linkUsed: 'This link has already been used.',
    emailConfirmed: 'Your email address is confirmed.',
    alreadyConfirmed: 'Your email address is already confirmed.',
  },
  de: {
    confirmSubject: 'Bestätige deine E-Mail-Adresse',
    confirmBody: 'Hallo {login}, willkommen bei Fortuna! Bitte bestätige deine E-Mail-Adresse. Der Link ist 48 Stunden gültig.',
    confirmButton: 'E-Mail bestätigen',
    resetSubject: 'Passwort zurücksetzen',
    resetBody: 'Hallo {login}, wir haben eine Anfrage zum Zurücksetzen deines Passworts erhalten. Der Link ist 1 Stunde gültig.',
    resetButton: 'Neues Passwort wählen',
    ignore: 'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.',
    sms: 'Dein Fortuna-Bestätigungscode: {code}',
    linkInvalid: 'Dieser Link ist ungültig.',
    linkExpired: 'Dieser Link ist abgelaufen. Bitte fordere einen neuen an.',
    linkUsed: 'Dieser Link wurde bereits verwendet.',
    emailConfirmed: 'Deine E-Mail-Adresse ist bestätigt.',
    alreadyConfirmed: 'Deine E-Mail-Adresse ist bereits bestätigt.',
  },
  es: {
    confirmSubject: 'Confirma tu dirección de correo',
    confirmBody: 'Hola {login}, ¡bienvenido a Fortuna! Confirma tu dirección de correo. El enlace es válido durante 48 horas.',
    confirmButton: 'Confirmar correo',
    resetSubject: 'Restablece tu contraseña',
    resetBody: 'Hola {login}, hemos recibido una solicitud para restablecer tu contraseña. El enlace es válido durante 1 hora.',
    resetButton: 'Elegir una nueva contraseña',
    ignore: 'Si no lo has solicitado, puedes ignorar este correo.',
    sms: 'Tu código de confirmación de Fortuna: {code}',
    linkInvalid: 'Este enlace no es válido.',
    linkExpired: 'Este enlace ha caducado. Solicita uno nuevo.',
    linkUsed: 'Este enlace ya se ha utilizado.',
    emailConfirmed: 'Tu dirección de correo está confirmada.',
    alreadyConfirmed: 'Tu dirección de correo ya está confirmada.',
  },
  fi: {
    confirmSubject: 'Vahvista sähköpostiosoitteesi',
    confirmBody: 'Hei {login}, tervetuloa Fortunaan! Vahvista sähköpostiosoitteesi. Linkki on voimassa 48 tuntia.',
    confirmButton: 'Vahvista sähköposti',
    resetSubject: 'Nollaa salasanasi',
    resetBody: 'Hei {login}, saimme pyynnön salasanasi nollaamisesta. Linkki on voimassa 1 tunnin.',
    resetButton: 'Valitse uusi salasana',
    ignore: 'Jos et pyytänyt tätä, voit jättää tämän viestin huomiotta.',
    sms: 'Fortuna-vahvistuskoodisi: {code}',
    linkInvalid: 'Tämä linkki ei ole kelvollinen.',
    linkExpired: 'Tämä linkki on vanhentunut. Pyydä uusi linkki.',
    linkUsed: 'Tätä linkkiä on jo käytetty.',
    emailConfirmed: 'Sähköpostiosoitteesi on vahvistettu.',
    alreadyConfirmed: 'Sähköpostiosoitteesi on jo vahvistettu.',
  },
  fr: {
    confirmSubject: 'Confirmez votre adresse e-mail',
    confirmBody: 'Bonjour {login}, bienvenue chez Fortuna ! Veuillez confirmer votre adresse e-mail. Le lien est valable 48 heures.',
    confirmButton: "Confirmer l'e-mail",
    resetSubject: 'Réinitialisez votre mot de passe',
    resetBody: 'Bonjour {login}, nous avons reçu une demande de réinitialisation de votre mot de passe. Le lien est valable 1 heure.',
    resetButton: 'Choisir un nouveau mot de passe',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
    sms: 'Votre code de confirmation Fortuna : {code}',
    linkInvalid: "Ce lien n'est pas valide.",
    linkExpired: 'Ce lien a expiré. Veuillez en demander un nouveau.',
    linkUsed: 'Ce lien a déjà été utilisé.',
    emailConfirmed: 'Votre adresse e-mail est confirmée.',
    alreadyConfirmed: 'Votre adresse e-mail est déjà confirmée.',
  },
  no: {
    confirmSubject: 'Bekreft e-postadressen din',
    confirmBody: 'Hei {login}, velkommen til Fortuna! Bekreft e-postadressen din. Lenken er gyldig i 48 timer.',
    confirmButton: 'Bekreft e-post',
    resetSubject: 'Tilbakestill passordet ditt',
    resetBody: 'Hei {login}, vi har mottatt en forespørsel om å tilbakestille passordet ditt. Lenken er gyldig i 1 time.',
    resetButton: 'Velg et nytt passord',
    ignore: 'Hvis du ikke ba om dette, kan du se bort fra denne e-posten.',
    sms: 'Din Fortuna-bekreftelseskode: {code}',
    linkInvalid: 'Denne lenken er ikke gyldig.',
    linkExpired: 'Denne lenken har utløpt. Be om en ny.',
    linkUsed: 'Denne lenken er allerede brukt.',
    emailConfirmed: 'E-postadressen din er bekreftet.',
    alreadyConfirmed: 'E-postadressen din er allerede bekreftet.',
  },
  pt: {
    confirmSubject: 'Confirme o seu endereço de e-mail',
    confirmBody: 'Olá {login}, bem-vindo à Fortuna! Confirme o seu endereço de e-mail. O link é válido durante 48 horas.',
    confirmButton: 'Confirmar e-mail',
    resetSubject: 'Redefina a sua palavra-passe',
    resetBody: 'Olá {login}, recebemos um pedido para redefinir a sua palavra-passe. O link é válido durante 1 hora.',
    resetButton: 'Escolher uma nova palavra-passe',
    ignore: 'Se não fez este pedido, pode ignorar este e-mail.',
    sms: 'O seu código de confirmação Fortuna: {code}',
    linkInvalid: 'Este link não é válido.',
    linkExpired: 'Este link expirou. Peça um novo.',
    linkUsed: 'Este link já foi utilizado.',
    emailConfirmed: 'O seu endereço de e-mail está confirmado.',
    alreadyConfirmed: 'O seu endereço de e-mail já está confirmado.',
  },
  pl: {
    confirmSubject: 'Potwierdź swój adres e-mail',
    confirmBody: 'Cześć {login}, witaj w Fortunie! Potwierdź swój adres e-mail. Link jest ważny przez 48 godzin.',
    confirmButton: 'Potwierdź e-mail',
    resetSubject: 'Zresetuj hasło',
    resetBody: 'Cześć {login}, otrzymaliśmy prośbę o zresetowanie Twojego hasła. Link jest ważny przez 1 godzinę.',
    resetButton: 'Wybierz nowe hasło',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość.',
    sms: 'Twój kod potwierdzający Fortuna: {code}',
    linkInvalid: 'Ten link jest nieprawidłowy.',
    linkExpired: 'Ten link wygasł. Poproś o nowy.',
    linkUsed: 'Ten link został już użyty.',
    emailConfirmed: 'Twój adres e-mail został potwierdzony.',
    alreadyConfirmed: 'Twój adres e-mail jest już potwierdzony.',
  },
  ro: {
    confirmSubject: 'Confirmă adresa de e-mail',
    confirmBody: 'Salut {login}, bine ai venit la Fortuna! Te rugăm să îți confirmi adresa de e-mail. Linkul este valabil 48 de ore.',
    confirmButton: 'Confirmă e-mailul',
    resetSubject: 'Resetează parola',
    resetBody: 'Salut {login}, am primit o cerere de resetare a parolei tale. Linkul este valabil 1 oră.',
    resetButton: 'Alege o parolă nouă',
    ignore: 'Dacă nu ai cerut acest lucru, poți ignora acest e-mail.',
    sms: 'Codul tău de confirmare Fortuna: {code}',
    linkInvalid: 'Acest link nu este valid.',
    linkExpired: 'Acest link a expirat. Te rugăm să ceri unul nou.',
    linkUsed: 'Acest link a fost deja folosit.',
    emailConfirmed: 'Adresa ta de e-mail este confirmată.',
    alreadyConfirmed: 'Adresa ta de e-mail este deja confirmată.',
  },
};

export function texts(locale: string): Texts {
  return TEXTS[isLocale(locale) ? locale : DEFAULT_LOCALE];
}

const fill = (s: string, vars: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain and an HTML body with one call-to-action link. */
export function renderMail(locale: string, kind: 'confirm' | 'reset', vars: { login: string; link: string }) {
  const t = texts(locale);
  const subject = kind === 'confirm' ? t.confirmSubject : t.resetSubject;
  const body = fill(kind === 'confirm' ? t.confirmBody : t.resetBody, vars);
  const button = kind === 'confirm' ? t.confirmButton : t.resetButton;
  const text = `${body}\n\n${button}: ${vars.link}\n\n${t.ignore}\n`;
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><body style="font-family:sans-serif;background:#0b0f1a;color:#e2e8f0;padding:24px">
<h1 style="color:#f5c542">Fortuna</h1><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(vars.link)}" style="display:inline-block;background:#f5c542;color:#0b0f1a;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(button)}</a></p>
<p style="color:#94a3b8">${escapeHtml(t.ignore)}</p></body></html>`;
  return { subject, text, html };
}

export const smsText = (locale: string, code: string) => fill(texts(locale).sms, { code });
