import { isLocale, type Locale } from '@fortuna/contracts';

/** The mail that says a data export is ready, in every site language. */
const EXPORT_READY: Record<Locale, { subject: string; text: string }> = {
  en: {
    subject: 'Your data export is ready',
    text: 'The copy of your personal data you asked for is ready. Sign in and download it from your profile: {link}\nThe link works until {expires} (UTC).',
  },
  de: {
    subject: 'Dein Datenexport ist bereit',
    text: 'Die angeforderte Kopie deiner personenbezogenen Daten ist bereit. Melde dich an und lade sie in deinem Profil herunter: {link}\nDer Link gilt bis {expires} (UTC).',
  },
  es: {
    subject: 'Tu exportación de datos está lista',
    text: 'La copia de tus datos personales que solicitaste está lista. Inicia sesión y descárgala desde tu perfil: {link}\nEl enlace es válido hasta el {expires} (UTC).',
  },
  fi: {
    subject: 'Tietojesi vienti on valmis',
    text: 'Pyytämäsi kopio henkilötiedoistasi on valmis. Kirjaudu sisään ja lataa se profiilistasi: {link}\nLinkki toimii {expires} asti (UTC).',
  },
  fr: {
    subject: 'Votre export de données est prêt',
    text: 'La copie de vos données personnelles que vous avez demandée est prête. Connectez-vous et téléchargez-la depuis votre profil : {link}\nLe lien est valable jusqu’au {expires} (UTC).',
  },
  no: {
    subject: 'Dataeksporten din er klar',
    text: 'Kopien av personopplysningene dine som du ba om, er klar. Logg inn og last den ned fra profilen din: {link}\nLenken virker til {expires} (UTC).',
  },
  pt: {
    subject: 'A sua exportação de dados está pronta',
    text: 'A cópia dos seus dados pessoais que pediu está pronta. Inicie sessão e descarregue-a no seu perfil: {link}\nA ligação é válida até {expires} (UTC).',
  },
  pl: {
    subject: 'Eksport Twoich danych jest gotowy',
    text: 'Kopia Twoich danych osobowych, o którą prosiłeś, jest gotowa. Zaloguj się i pobierz ją ze swojego profilu: {link}\nLink działa do {expires} (UTC).',
  },
  ro: {
    subject: 'Exportul datelor tale este gata',
    text: 'Copia datelor tale personale pe care ai cerut-o este gata. Autentifică-te și descarc-o din profilul tău: {link}\nLinkul este valabil până la {expires} (UTC).',
  },
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function exportReadyMail(locale: string, vars: { link: string; expires: string }) {
  const m = EXPORT_READY[isLocale(locale) ? locale : 'en'];
  const text = m.text.replace('{link}', vars.link).replace('{expires}', vars.expires);
  const html = `<p>${escape(m.text)
    .replace('{link}', `<a href="${escape(vars.link)}">${escape(vars.link)}</a>`)
    .replace('{expires}', escape(vars.expires))
    .replace('\n', '</p><p>')}</p>`;
  return { subject: m.subject, text, html };
}
