import { isLocale, type Locale } from '@fortuna/contracts';

/**
 * The confirmation mail of a time-out or self-exclusion, in every site language. `{until}` is the
 * end of the break (UTC); an indefinite one says so instead.
 */
const EXCLUSION_STARTED: Record<Locale, { subject: string; timed: string; indefinite: string; help: string }> = {
  en: {
    subject: 'Your break from Fortuna has started',
    timed:
      'As you asked, your account is closed until {until} (UTC). You cannot sign in, deposit or play until then, and it cannot be ended early.',
    indefinite:
      'As you asked, your account is closed with no end date. After 7 days you may sign in to ask for it to be reopened; reopening then takes another 7 days.',
    help: 'If gambling is worrying you, free and confidential support is available, for example at www.begambleaware.org. Take care of yourself.',
  },
  de: {
    subject: 'Deine Spielpause bei Fortuna hat begonnen',
    timed:
      'Wie gewünscht ist dein Konto bis {until} (UTC) geschlossen. Bis dahin kannst du dich nicht anmelden, nicht einzahlen und nicht spielen; die Pause lässt sich nicht vorzeitig beenden.',
    indefinite:
      'Wie gewünscht ist dein Konto ohne Enddatum geschlossen. Nach 7 Tagen kannst du dich anmelden und die Wiedereröffnung beantragen; sie dauert dann weitere 7 Tage.',
    help: 'Wenn dir das Spielen Sorgen bereitet, gibt es kostenlose und vertrauliche Hilfe, zum Beispiel unter www.check-dein-spiel.de. Pass gut auf dich auf.',
  },
  es: {
    subject: 'Tu pausa en Fortuna ha comenzado',
    timed:
      'Como pediste, tu cuenta está cerrada hasta el {until} (UTC). Hasta entonces no podrás iniciar sesión, depositar ni jugar, y la pausa no se puede terminar antes.',
    indefinite:
      'Como pediste, tu cuenta está cerrada sin fecha de fin. Pasados 7 días podrás iniciar sesión para pedir que se reabra; la reapertura tarda otros 7 días.',
    help: 'Si el juego te preocupa, hay ayuda gratuita y confidencial, por ejemplo en www.jugarbien.es. Cuídate.',
  },
  fi: {
    subject: 'Taukosi Fortunassa on alkanut',
    timed:
      'Pyyntösi mukaisesti tilisi on suljettu {until} (UTC) asti. Siihen asti et voi kirjautua, tallettaa etkä pelata, eikä taukoa voi lopettaa etuajassa.',
    indefinite:
      'Pyyntösi mukaisesti tilisi on suljettu ilman päättymispäivää. 7 päivän kuluttua voit kirjautua ja pyytää tilin avaamista; avaaminen kestää sen jälkeen vielä 7 päivää.',
    help: 'Jos pelaaminen huolestuttaa sinua, saat maksutonta ja luottamuksellista apua esimerkiksi osoitteesta www.peluuri.fi. Pidä itsestäsi huolta.',
  },
  fr: {
    subject: 'Votre pause sur Fortuna a commencé',
    timed:
      'Comme vous l’avez demandé, votre compte est fermé jusqu’au {until} (UTC). D’ici là, vous ne pouvez ni vous connecter, ni déposer, ni jouer, et la pause ne peut pas être écourtée.',
    indefinite:
      'Comme vous l’avez demandé, votre compte est fermé sans date de fin. Après 7 jours, vous pourrez vous connecter pour demander sa réouverture ; celle-ci prend alors 7 jours de plus.',
    help: 'Si le jeu vous inquiète, une aide gratuite et confidentielle existe, par exemple sur www.joueurs-info-service.fr. Prenez soin de vous.',
  },
  no: {
    subject: 'Pausen din hos Fortuna har startet',
    timed:
      'Som du ba om, er kontoen din stengt til {until} (UTC). Frem til da kan du ikke logge inn, sette inn penger eller spille, og pausen kan ikke avsluttes tidligere.',
    indefinite:
      'Som du ba om, er kontoen din stengt uten sluttdato. Etter 7 dager kan du logge inn og be om å få den åpnet igjen; gjenåpningen tar da 7 dager til.',
    help: 'Hvis spillingen bekymrer deg, finnes det gratis og fortrolig hjelp, for eksempel på www.hjelpelinjen.no. Ta vare på deg selv.',
  },
  pt: {
    subject: 'A sua pausa na Fortuna começou',
    timed:
      'Como pediu, a sua conta está fechada até {until} (UTC). Até lá não pode iniciar sessão, depositar nem jogar, e a pausa não pode terminar mais cedo.',
    indefinite:
      'Como pediu, a sua conta está fechada sem data de fim. Após 7 dias pode iniciar sessão para pedir a reabertura; a reabertura demora mais 7 dias.',
    help: 'Se o jogo o preocupa, existe ajuda gratuita e confidencial, por exemplo em www.jogoresponsavel.pt. Cuide de si.',
  },
  pl: {
    subject: 'Twoja przerwa w Fortunie się rozpoczęła',
    timed:
      'Zgodnie z Twoją prośbą konto jest zamknięte do {until} (UTC). Do tego czasu nie możesz się zalogować, wpłacać ani grać, a przerwy nie można zakończyć wcześniej.',
    indefinite:
      'Zgodnie z Twoją prośbą konto jest zamknięte bez daty końcowej. Po 7 dniach możesz się zalogować i poprosić o ponowne otwarcie; potrwa ono kolejne 7 dni.',
    help: 'Jeśli hazard Cię niepokoi, możesz skorzystać z bezpłatnej i poufnej pomocy, na przykład na www.uzaleznieniabehawioralne.pl. Dbaj o siebie.',
  },
  ro: {
    subject: 'Pauza ta la Fortuna a început',
    timed:
      'Așa cum ai cerut, contul tău este închis până la {until} (UTC). Până atunci nu te poți autentifica, nu poți depune și nu poți juca, iar pauza nu poate fi încheiată mai devreme.',
    indefinite:
      'Așa cum ai cerut, contul tău este închis fără dată de sfârșit. După 7 zile te poți autentifica pentru a cere redeschiderea; aceasta durează încă 7 zile.',
    help: 'Dacă jocurile de noroc te îngrijorează, există ajutor gratuit și confidențial, de exemplu pe www.jocresponsabil.ro. Ai grijă de tine.',
  },
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function exclusionStartedMail(locale: string, until: string | null) {
  const m = EXCLUSION_STARTED[isLocale(locale) ? locale : 'en'];
  const first = until ? m.timed.replace('{until}', until) : m.indefinite;
  return {
    subject: m.subject,
    text: `${first}\n\n${m.help}`,
    html: `<p>${escape(first)}</p><p>${escape(m.help)}</p>`,
  };
}
