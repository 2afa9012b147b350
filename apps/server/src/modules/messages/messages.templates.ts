import type { Locale, MessageCategory } from '@fortuna/contracts';

/**
 * What the platform's events say in the inbox, per language. A text's `{name}` is a parameter
 * (HTML-escaped when filled in), `[text](page)` a link to one of the site's pages in the reader's
 * language. Amounts arrive in minor units and are shown with their currency.
 */
export const MESSAGE_TEMPLATES = {
  'payment.depositApproved': { category: 'payments', link: 'player-history-payments' },
  'payment.depositRejected': { category: 'payments', link: 'player-history-payments' },
  'payment.withdrawalRejected': { category: 'payments', link: 'player-history-payments' },
  'payment.withdrawalPaid': { category: 'payments', link: 'player-history-payments' },
  'verification.approved': { category: 'verification', link: 'player-verification' },
  'verification.retry': { category: 'verification', link: 'player-verification' },
  'verification.rejected': { category: 'verification', link: 'player-verification' },
  'privacy.exportReady': { category: 'privacy', link: 'player-profile' },
  'privacy.requestCompleted': { category: 'privacy', link: 'player-profile' },
  'privacy.requestRejected': { category: 'privacy', link: 'player-profile' },
  // a prize is news the winner should not miss: it is also mailed (a service mail)
  'tournament.prizeWon': { category: 'news', link: 'tournaments', mail: true },
  'tournament.bonusPrizeWon': { category: 'news', link: 'player-bonus', mail: true },
  'tournament.freeSpinsPrizeWon': { category: 'news', link: 'player-bonus', mail: true },
  // bonuses' events: a grant, and the notice a day before an unconverted bonus expires
  'bonus.granted': { category: 'news', link: 'player-bonus' },
  'bonus.freeSpinsGranted': { category: 'news', link: 'player-bonus' },
  'bonus.expiring': { category: 'news', link: 'player-bonus' },
  // responsible gaming: a raise or removal the player asked for takes effect 24 hours later
  'limits.raised': { category: 'news', link: 'player-exclusion' },
  'limits.sessionRaised': { category: 'news', link: 'player-exclusion' },
  'limits.removed': { category: 'news', link: 'player-exclusion' },
} as const satisfies Record<string, { category: MessageCategory; link: string; mail?: true }>;

/** Whether a template's message is also sent by mail (service mail: the player can turn it off). */
export const isMailed = (key: TemplateKey): boolean => 'mail' in MESSAGE_TEMPLATES[key];

export type TemplateKey = keyof typeof MESSAGE_TEMPLATES;
/** An operator broadcast: its texts are the broadcast's own, not a template's. */
export const BROADCAST_TEMPLATE = 'operator.broadcast';

/** the limits of the responsible-gaming module, by their kind */
export const LIMIT_NAMES = [
  'deposit_daily',
  'deposit_weekly',
  'deposit_monthly',
  'loss_daily',
  'loss_weekly',
  'loss_monthly',
  'wager_daily',
  'wager_weekly',
  'wager_monthly',
  'session',
] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

export interface TemplateText {
  title: string;
  body: string;
}

type Catalogue = Record<TemplateKey, TemplateText> & {
  /** names of privacy request types, for {type} */
  requestTypes: Record<'export' | 'erasure' | 'rectification', string>;
  /** names of responsible-gaming limits, for {limit} */
  limitNames: Record<LimitName, string>;
};

export const TEMPLATE_TEXTS: Record<Locale, Catalogue> = {
  en: {
    'payment.depositApproved': {
      title: 'Deposit received',
      body: 'Your deposit of {amount} has been credited to your balance. [See your payments](link). Good luck!',
    },
    'payment.depositRejected': {
      title: 'Deposit rejected',
      body: 'Your deposit of {amount} was rejected and nothing was charged. [See your payments](link).',
    },
    'payment.withdrawalRejected': {
      title: 'Withdrawal rejected',
      body: 'Your withdrawal of {amount} was rejected: {reason} [See your payments](link).',
    },
    'payment.withdrawalPaid': {
      title: 'Withdrawal paid',
      body: 'Your withdrawal of {amount} has been paid out. Depending on your bank it may take a few days to arrive. [See your payments](link).',
    },
    'verification.approved': {
      title: 'Identity verified',
      body: 'Your identity has been verified. Withdrawals are now open to you. [Verification](link).',
    },
    'verification.retry': {
      title: 'Verification: documents needed',
      body: 'We could not verify your identity with the documents you sent. Please [upload new documents](link).',
    },
    'verification.rejected': {
      title: 'Verification rejected',
      body: 'We could not verify your identity. Please contact support if you have questions. [Verification](link).',
    },
    'privacy.exportReady': {
      title: 'Your data export is ready',
      body: 'The copy of your personal data you asked for is ready to download from [your profile](link) for 7 days.',
    },
    'privacy.requestCompleted': {
      title: 'Privacy request completed',
      body: 'Your {type} request has been completed. [Your profile](link).',
    },
    'privacy.requestRejected': {
      title: 'Privacy request answered',
      body: 'Your {type} request was not carried out. The reason is shown in [your profile](link).',
    },
    'tournament.prizeWon': {
      title: 'Tournament prize won',
      body: 'You finished {place}. in {tournament} and won {amount}. It has been credited to your balance. [See the tournaments](link).',
    },
    'tournament.bonusPrizeWon': {
      title: 'Tournament prize won',
      body: 'You finished {place}. in {tournament} and won a bonus of {amount}. You find it with its wagering terms among your bonuses. [See your bonuses](link).',
    },
    'tournament.freeSpinsPrizeWon': {
      title: 'Tournament prize won',
      body: 'You finished {place}. in {tournament} and won free spins worth {amount}. They are waiting for you among your bonuses. [See your bonuses](link).',
    },
    'bonus.granted': {
      title: 'Bonus received',
      body: 'A bonus of {amount} has been added to your bonuses. You find its wagering terms there. [See your bonuses](link).',
    },
    'bonus.freeSpinsGranted': {
      title: 'Free spins received',
      body: '{count} free spins are waiting for you. [See your bonuses](link).',
    },
    'bonus.expiring': {
      title: 'Your bonus expires soon',
      body: 'Your bonus of {amount} expires within 24 hours. Whatever is not wagered by then is lost. [See your bonuses](link).',
    },
    'limits.raised': {
      title: 'Your limit has changed',
      body: 'As you asked 24 hours ago, your {limit} is now {amount}. [Your limits](link).',
    },
    'limits.sessionRaised': {
      title: 'Your limit has changed',
      body: 'As you asked 24 hours ago, your session time limit is now {minutes} minutes. [Your limits](link).',
    },
    'limits.removed': {
      title: 'Your limit was removed',
      body: 'As you asked 24 hours ago, your {limit} has been removed. [Your limits](link).',
    },
    requestTypes: { export: 'data export', erasure: 'erasure', rectification: 'rectification' },
    limitNames: {
      deposit_daily: 'daily deposit limit',
      deposit_weekly: 'weekly deposit limit',
      deposit_monthly: 'monthly deposit limit',
      loss_daily: 'daily loss limit',
      loss_weekly: 'weekly loss limit',
      loss_monthly: 'monthly loss limit',
      wager_daily: 'daily wager limit',
      wager_weekly: 'weekly wager limit',
      wager_monthly: 'monthly wager limit',
      session: 'session time limit',
    },
  },
  de: {
    'payment.depositApproved': {
      title: 'Einzahlung erhalten',
      body: 'Deine Einzahlung von {amount} wurde deinem Guthaben gutgeschrieben. [Zu deinen Zahlungen](link). Viel Glück!',
    },
    'payment.depositRejected': {
      title: 'Einzahlung abgelehnt',
      body: 'Deine Einzahlung von {amount} wurde abgelehnt, es wurde nichts belastet. [Zu deinen Zahlungen](link).',
    },
    'payment.withdrawalRejected': {
      title: 'Auszahlung abgelehnt',
      body: 'Deine Auszahlung von {amount} wurde abgelehnt: {reason} [Zu deinen Zahlungen](link).',
    },
    'payment.withdrawalPaid': {
      title: 'Auszahlung überwiesen',
      body: 'Deine Auszahlung von {amount} wurde überwiesen. Je nach Bank kann es einige Tage dauern, bis sie ankommt. [Zu deinen Zahlungen](link).',
    },
    'verification.approved': {
      title: 'Identität bestätigt',
      body: 'Deine Identität wurde bestätigt. Auszahlungen stehen dir jetzt offen. [Verifizierung](link).',
    },
    'verification.retry': {
      title: 'Verifizierung: Dokumente benötigt',
      body: 'Mit den eingereichten Dokumenten konnten wir deine Identität nicht bestätigen. Bitte [lade neue Dokumente hoch](link).',
    },
    'verification.rejected': {
      title: 'Verifizierung abgelehnt',
      body: 'Wir konnten deine Identität nicht bestätigen. Wende dich bei Fragen an den Support. [Verifizierung](link).',
    },
    'privacy.exportReady': {
      title: 'Dein Datenexport ist bereit',
      body: 'Die angeforderte Kopie deiner personenbezogenen Daten kannst du 7 Tage lang in [deinem Profil](link) herunterladen.',
    },
    'privacy.requestCompleted': {
      title: 'Datenschutzanfrage erledigt',
      body: 'Deine Anfrage zur {type} wurde erledigt. [Dein Profil](link).',
    },
    'privacy.requestRejected': {
      title: 'Datenschutzanfrage beantwortet',
      body: 'Deine Anfrage zur {type} wurde nicht ausgeführt. Den Grund findest du in [deinem Profil](link).',
    },
    'tournament.prizeWon': {
      title: 'Turnierpreis gewonnen',
      body: 'Du hast im Turnier {tournament} Platz {place} belegt und {amount} gewonnen. Der Gewinn wurde deinem Guthaben gutgeschrieben. [Zu den Turnieren](link).',
    },
    'tournament.bonusPrizeWon': {
      title: 'Turnierpreis gewonnen',
      body: 'Du hast im Turnier {tournament} Platz {place} belegt und einen Bonus über {amount} gewonnen. Du findest ihn mit seinen Umsatzbedingungen bei deinen Boni. [Zu deinen Boni](link).',
    },
    'tournament.freeSpinsPrizeWon': {
      title: 'Turnierpreis gewonnen',
      body: 'Du hast im Turnier {tournament} Platz {place} belegt und Freispiele im Wert von {amount} gewonnen. Sie warten bei deinen Boni auf dich. [Zu deinen Boni](link).',
    },
    'bonus.granted': {
      title: 'Bonus erhalten',
      body: 'Ein Bonus über {amount} wurde deinen Boni hinzugefügt. Dort findest du auch seine Umsatzbedingungen. [Zu deinen Boni](link).',
    },
    'bonus.freeSpinsGranted': {
      title: 'Freispiele erhalten',
      body: '{count} Freispiele warten auf dich. [Zu deinen Boni](link).',
    },
    'bonus.expiring': {
      title: 'Dein Bonus läuft bald ab',
      body: 'Dein Bonus über {amount} läuft in weniger als 24 Stunden ab. Was bis dahin nicht umgesetzt ist, verfällt. [Zu deinen Boni](link).',
    },
    'limits.raised': {
      title: 'Dein Limit wurde geändert',
      body: 'Wie du es vor 24 Stunden gewünscht hast, beträgt dein {limit} jetzt {amount}. [Zu deinen Limits](link).',
    },
    'limits.sessionRaised': {
      title: 'Dein Limit wurde geändert',
      body: 'Wie du es vor 24 Stunden gewünscht hast, beträgt dein Sitzungszeitlimit jetzt {minutes} Minuten. [Zu deinen Limits](link).',
    },
    'limits.removed': {
      title: 'Dein Limit wurde aufgehoben',
      body: 'Wie du es vor 24 Stunden gewünscht hast, wurde dein {limit} aufgehoben. [Zu deinen Limits](link).',
    },
    requestTypes: { export: 'Datenauskunft', erasure: 'Löschung', rectification: 'Berichtigung' },
    limitNames: {
      deposit_daily: 'tägliches Einzahlungslimit',
      deposit_weekly: 'wöchentliches Einzahlungslimit',
      deposit_monthly: 'monatliches Einzahlungslimit',
      loss_daily: 'tägliches Verlustlimit',
      loss_weekly: 'wöchentliches Verlustlimit',
      loss_monthly: 'monatliches Verlustlimit',
      wager_daily: 'tägliches Einsatzlimit',
      wager_weekly: 'wöchentliches Einsatzlimit',
      wager_monthly: 'monatliches Einsatzlimit',
      session: 'Sitzungszeitlimit',
    },
  },
  es: {
    'payment.depositApproved': {
      title: 'Depósito recibido',
      body: 'Tu depósito de {amount} se ha abonado a tu saldo. [Ver tus pagos](link). ¡Buena suerte!',
    },
    'payment.depositRejected': {
      title: 'Depósito rechazado',
      body: 'Tu depósito de {amount} fue rechazado y no se ha cobrado nada. [Ver tus pagos](link).',
    },
    'payment.withdrawalRejected': {
      title: 'Retiro rechazado',
      body: 'Tu retiro de {amount} fue rechazado: {reason} [Ver tus pagos](link).',
    },
    'payment.withdrawalPaid': {
      title: 'Retiro pagado',
      body: 'Tu retiro de {amount} se ha pagado. Según tu banco, puede tardar unos días en llegar. [Ver tus pagos](link).',
    },
    'verification.approved': {
      title: 'Identidad verificada',
      body: 'Tu identidad ha sido verificada. Ya puedes hacer retiros. [Verificación](link).',
    },
    'verification.retry': {
      title: 'Verificación: faltan documentos',
      body: 'No pudimos verificar tu identidad con los documentos enviados. Por favor, [sube documentos nuevos](link).',
    },
    'verification.rejected': {
      title: 'Verificación rechazada',
      body: 'No pudimos verificar tu identidad. Si tienes preguntas, contacta con soporte. [Verificación](link).',
    },
    'privacy.exportReady': {
      title: 'Tu exportación de datos está lista',
      body: 'La copia de tus datos personales que solicitaste se puede descargar desde [tu perfil](link) durante 7 días.',
    },
    'privacy.requestCompleted': {
      title: 'Solicitud de privacidad completada',
      body: 'Tu solicitud de {type} se ha completado. [Tu perfil](link).',
    },
    'privacy.requestRejected': {
      title: 'Solicitud de privacidad respondida',
      body: 'Tu solicitud de {type} no se ha llevado a cabo. El motivo aparece en [tu perfil](link).',
    },
    'tournament.prizeWon': {
      title: 'Premio de torneo ganado',
      body: 'Has terminado en el puesto {place} de {tournament} y has ganado {amount}. Se ha abonado en tu saldo. [Ver los torneos](link).',
    },
    'tournament.bonusPrizeWon': {
      title: 'Premio de torneo ganado',
      body: 'Has terminado en el puesto {place} de {tournament} y has ganado un bono de {amount}. Lo encontrarás con sus condiciones de apuesta entre tus bonos. [Ver tus bonos](link).',
    },
    'tournament.freeSpinsPrizeWon': {
      title: 'Premio de torneo ganado',
      body: 'Has terminado en el puesto {place} de {tournament} y has ganado giros gratis por valor de {amount}. Te esperan entre tus bonos. [Ver tus bonos](link).',
    },
    'bonus.granted': {
      title: 'Bono recibido',
      body: 'Se ha añadido a tus bonos un bono de {amount}. Allí encontrarás sus condiciones de apuesta. [Ver tus bonos](link).',
    },
    'bonus.freeSpinsGranted': {
      title: 'Giros gratis recibidos',
      body: 'Te esperan {count} giros gratis. [Ver tus bonos](link).',
    },
    'bonus.expiring': {
      title: 'Tu bono caduca pronto',
      body: 'Tu bono de {amount} caduca en menos de 24 horas. Lo que no hayas apostado para entonces se pierde. [Ver tus bonos](link).',
    },
    'limits.raised': {
      title: 'Tu límite ha cambiado',
      body: 'Como pediste hace 24 horas, tu {limit} es ahora de {amount}. [Tus límites](link).',
    },
    'limits.sessionRaised': {
      title: 'Tu límite ha cambiado',
      body: 'Como pediste hace 24 horas, tu límite de tiempo de sesión es ahora de {minutes} minutos. [Tus límites](link).',
    },
    'limits.removed': {
      title: 'Tu límite se ha eliminado',
      body: 'Como pediste hace 24 horas, se ha eliminado tu {limit}. [Tus límites](link).',
    },
    requestTypes: { export: 'exportación de datos', erasure: 'supresión', rectification: 'rectificación' },
    limitNames: {
      deposit_daily: 'límite de depósito diario',
      deposit_weekly: 'límite de depósito semanal',
      deposit_monthly: 'límite de depósito mensual',
      loss_daily: 'límite de pérdidas diario',
      loss_weekly: 'límite de pérdidas semanal',
      loss_monthly: 'límite de pérdidas mensual',
      wager_daily: 'límite de apuestas diario',
      wager_weekly: 'límite de apuestas semanal',
      wager_monthly: 'límite de apuestas mensual',
      session: 'límite de tiempo de sesión',
    },
  },
  fi: {
    'payment.depositApproved': {
      title: 'Talletus vastaanotettu',
      body: 'Talletuksesi {amount} on hyvitetty saldollesi. [Katso maksusi](link). Onnea peleihin!',
    },
    'payment.depositRejected': {
      title: 'Talletus hylätty',
      body: 'Talletuksesi {amount} hylättiin, eikä mitään veloitettu. [Katso maksusi](link).',
    },
    'payment.withdrawalRejected': {
      title: 'Kotiutus hylätty',
      body: 'Kotiutuksesi {amount} hylättiin: {reason} [Katso maksusi](link).',
    },
    'payment.withdrawalPaid': {
      title: 'Kotiutus maksettu',
      body: 'Kotiutuksesi {amount} on maksettu. Pankista riippuen sen saapuminen voi kestää muutaman päivän. [Katso maksusi](link).',
    },
    'verification.approved': {
      title: 'Henkilöllisyys vahvistettu',
      body: 'Henkilöllisyytesi on vahvistettu. Voit nyt tehdä kotiutuksia. [Vahvistus](link).',
    },
    'verification.retry': {
      title: 'Vahvistus: asiakirjoja tarvitaan',
      body: 'Emme voineet vahvistaa henkilöllisyyttäsi lähettämilläsi asiakirjoilla. [Lataa uudet asiakirjat](link).',
    },
    'verification.rejected': {
      title: 'Vahvistus hylätty',
      body: 'Emme voineet vahvistaa henkilöllisyyttäsi. Ota yhteyttä asiakaspalveluun, jos sinulla on kysyttävää. [Vahvistus](link).',
    },
    'privacy.exportReady': {
      title: 'Tietojesi vienti on valmis',
      body: 'Pyytämäsi kopio henkilötiedoistasi on ladattavissa [profiilistasi](link) 7 päivän ajan.',
    },
    'privacy.requestCompleted': {
      title: 'Tietosuojapyyntö käsitelty',
      body: 'Pyyntösi ({type}) on käsitelty. [Profiilisi](link).',
    },
    'privacy.requestRejected': {
      title: 'Tietosuojapyyntöön vastattu',
      body: 'Pyyntöäsi ({type}) ei toteutettu. Syy näkyy [profiilissasi](link).',
    },
    'tournament.prizeWon': {
      title: 'Turnauspalkinto voitettu',
      body: 'Sijoituit {place}. turnauksessa {tournament} ja voitit {amount}. Summa on lisätty saldoosi. [Katso turnaukset](link).',
    },
    'tournament.bonusPrizeWon': {
      title: 'Turnauspalkinto voitettu',
      body: 'Sijoituit {place}. turnauksessa {tournament} ja voitit {amount} bonuksen. Löydät sen kierrätysehtoineen bonuksistasi. [Katso bonuksesi](link).',
    },
    'tournament.freeSpinsPrizeWon': {
      title: 'Turnauspalkinto voitettu',
      body: 'Sijoituit {place}. turnauksessa {tournament} ja voitit ilmaiskierroksia {amount} arvosta. Ne odottavat sinua bonuksissasi. [Katso bonuksesi](link).',
    },
    'bonus.granted': {
      title: 'Bonus vastaanotettu',
      body: 'Bonuksiisi on lisätty {amount} bonus. Löydät sen kierrätysehdot sieltä. [Katso bonuksesi](link).',
    },
    'bonus.freeSpinsGranted': {
      title: 'Ilmaiskierroksia vastaanotettu',
      body: '{count} ilmaiskierrosta odottaa sinua. [Katso bonuksesi](link).',
    },
    'bonus.expiring': {
      title: 'Bonuksesi vanhenee pian',
      body: '{amount} bonuksesi vanhenee alle 24 tunnin kuluttua. Mitä ei ole siihen mennessä kierrätetty, menetetään. [Katso bonuksesi](link).',
    },
    'limits.raised': {
      title: 'Rajasi on muuttunut',
      body: 'Kuten pyysit 24 tuntia sitten, {limit} on nyt {amount}. [Rajasi](link).',
    },
    'limits.sessionRaised': {
      title: 'Rajasi on muuttunut',
      body: 'Kuten pyysit 24 tuntia sitten, pelisessiosi aikaraja on nyt {minutes} minuuttia. [Rajasi](link).',
    },
    'limits.removed': {
      title: 'Rajasi on poistettu',
      body: 'Kuten pyysit 24 tuntia sitten, {limit} on poistettu. [Rajasi](link).',
    },
    requestTypes: { export: 'tietojen vienti', erasure: 'poisto', rectification: 'oikaisu' },
    limitNames: {
      deposit_daily: 'päivittäinen talletusraja',
      deposit_weekly: 'viikoittainen talletusraja',
      deposit_monthly: 'kuukausittainen talletusraja',
      loss_daily: 'päivittäinen tappioraja',
      loss_weekly: 'viikoittainen tappioraja',
      loss_monthly: 'kuukausittainen tappioraja',
      wager_daily: 'päivittäinen panosraja',
      wager_weekly: 'viikoittainen panosraja',
      wager_monthly: 'kuukausittainen panosraja',
      session: 'pelisession aikaraja',
    },
  },
  fr: {
    'payment.depositApproved': {
      title: 'Dépôt reçu',
      body: 'Votre dépôt de {amount} a été crédité sur votre solde. [Voir vos paiements](link). Bonne chance !',
    },
    'payment.depositRejected': {
      title: 'Dépôt refusé',
      body: 'Votre dépôt de {amount} a été refusé et rien n’a été débité. [Voir vos paiements](link).',
    },
    'payment.withdrawalRejected': {
      title: 'Retrait refusé',
      body: 'Votre retrait de {amount} a été refusé : {reason} [Voir vos paiements](link).',
    },
    'payment.withdrawalPaid': {
      title: 'Retrait payé',
      body: 'Votre retrait de {amount} a été versé. Selon votre banque, il peut mettre quelques jours à arriver. [Voir vos paiements](link).',
    },
    'verification.approved': {
      title: 'Identité vérifiée',
      body: 'Votre identité a été vérifiée. Les retraits vous sont désormais ouverts. [Vérification](link).',
    },
    'verification.retry': {
      title: 'Vérification : documents requis',
      body: 'Nous n’avons pas pu vérifier votre identité avec les documents envoyés. Veuillez [envoyer de nouveaux documents](link).',
    },
    'verification.rejected': {
      title: 'Vérification refusée',
      body: 'Nous n’avons pas pu vérifier votre identité. Contactez le support si vous avez des questions. [Vérification](link).',
    },
    'privacy.exportReady': {
      title: 'Votre export de données est prêt',
      body: 'La copie de vos données personnelles que vous avez demandée peut être téléchargée depuis [votre profil](link) pendant 7 jours.',
    },
    'privacy.requestCompleted': {
      title: 'Demande de confidentialité traitée',
      body: 'Votre demande de {type} a été traitée. [Votre profil](link).',
    },
    'privacy.requestRejected': {
      title: 'Réponse à votre demande de confidentialité',
      body: 'Votre demande de {type} n’a pas été exécutée. Le motif figure dans [votre profil](link).',
    },
    'tournament.prizeWon': {
      title: 'Prix de tournoi gagné',
      body: 'Vous avez terminé {place}e du tournoi {tournament} et gagné {amount}. Le montant a été crédité sur votre solde. [Voir les tournois](link).',
    },
    'tournament.bonusPrizeWon': {
      title: 'Prix de tournoi gagné',
      body: 'Vous avez terminé {place}e du tournoi {tournament} et gagné un bonus de {amount}. Vous le trouverez avec ses conditions de mise parmi vos bonus. [Voir vos bonus](link).',
    },
    'tournament.freeSpinsPrizeWon': {
      title: 'Prix de tournoi gagné',
      body: 'Vous avez terminé {place}e du tournoi {tournament} et gagné des tours gratuits d’une valeur de {amount}. Ils vous attendent parmi vos bonus. [Voir vos bonus](link).',
    },
    'bonus.granted': {
      title: 'Bonus reçu',
      body: 'Un bonus de {amount} a été ajouté à vos bonus. Vous y trouverez ses conditions de mise. [Voir vos bonus](link).',
    },
    'bonus.freeSpinsGranted': {
      title: 'Tours gratuits reçus',
      body: '{count} tours gratuits vous attendent. [Voir vos bonus](link).',
    },
    'bonus.expiring': {
      title: 'Votre bonus expire bientôt',
      body: 'Votre bonus de {amount} expire dans moins de 24 heures. Ce qui n’est pas misé d’ici là est perdu. [Voir vos bonus](link).',
    },
    'limits.raised': {
      title: 'Votre limite a changé',
      body: 'Comme vous l’avez demandé il y a 24 heures, votre {limit} est désormais de {amount}. [Vos limites](link).',
    },
    'limits.sessionRaised': {
      title: 'Votre limite a changé',
      body: 'Comme vous l’avez demandé il y a 24 heures, votre limite de durée de session est désormais de {minutes} minutes. [Vos limites](link).',
    },
    'limits.removed': {
      title: 'Votre limite a été supprimée',
      body: 'Comme vous l’avez demandé il y a 24 heures, votre {limit} a été supprimée. [Vos limites](link).',
    },
    requestTypes: { export: 'export de données', erasure: 'effacement', rectification: 'rectification' },
    limitNames: {
      deposit_daily: 'limite de dépôt quotidienne',
      deposit_weekly: 'limite de dépôt hebdomadaire',
      deposit_monthly: 'limite de dépôt mensuelle',
      loss_daily: 'limite de pertes quotidienne',
      loss_weekly: 'limite de pertes hebdomadaire',
      loss_monthly: 'limite de pertes mensuelle',
      wager_daily: 'limite de mises quotidienne',
      wager_weekly: 'limite de mises hebdomadaire',
      wager_monthly: 'limite de mises mensuelle',
      session: 'limite de durée de session',
    },
  },
  no: {
    'payment.depositApproved': {
      title: 'Innskudd mottatt',
      body: 'Innskuddet ditt på {amount} er godskrevet saldoen din. [Se betalingene dine](link). Lykke til!',
    },
    'payment.depositRejected': {
      title: 'Innskudd avvist',
      body: 'Innskuddet ditt på {amount} ble avvist, og ingenting ble trukket. [Se betalingene dine](link).',
    },
    'payment.withdrawalRejected': {
      title: 'Uttak avvist',
      body: 'Uttaket ditt på {amount} ble avvist: {reason} [Se betalingene dine](link).',
    },
    'payment.withdrawalPaid': {
      title: 'Uttak utbetalt',
      body: 'Uttaket ditt på {amount} er utbetalt. Avhengig av banken kan det ta noen dager før det kommer frem. [Se betalingene dine](link).',
    },
    'verification.approved': {
      title: 'Identitet bekreftet',
      body: 'Identiteten din er bekreftet. Du kan nå ta ut penger. [Verifisering](link).',
    },
    'verification.retry': {
      title: 'Verifisering: dokumenter trengs',
      body: 'Vi kunne ikke bekrefte identiteten din med dokumentene du sendte. [Last opp nye dokumenter](link).',
    },
    'verification.rejected': {
      title: 'Verifisering avvist',
      body: 'Vi kunne ikke bekrefte identiteten din. Kontakt kundeservice hvis du har spørsmål. [Verifisering](link).',
    },
    'privacy.exportReady': {
      title: 'Dataeksporten din er klar',
      body: 'Kopien av personopplysningene dine som du ba om, kan lastes ned fra [profilen din](link) i 7 dager.',
    },
    'privacy.requestCompleted': {
      title: 'Personvernforespørsel fullført',
      body: 'Forespørselen din om {type} er fullført. [Profilen din](link).',
    },
    'privacy.requestRejected': {
      title: 'Personvernforespørsel besvart',
      body: 'Forespørselen din om {type} ble ikke utført. Begrunnelsen står i [profilen din](link).',
    },
    'tournament.prizeWon': {
      title: 'Turneringspremie vunnet',
      body: 'Du kom på {place}. plass i {tournament} og vant {amount}. Beløpet er satt inn på saldoen din. [Se turneringene](link).',
    },
    'tournament.bonusPrizeWon': {
      title: 'Turneringspremie vunnet',
      body: 'Du kom på {place}. plass i {tournament} og vant en bonus på {amount}. Du finner den med omsetningskravene blant bonusene dine. [Se bonusene dine](link).',
    },
    'tournament.freeSpinsPrizeWon': {
      title: 'Turneringspremie vunnet',
      body: 'Du kom på {place}. plass i {tournament} og vant gratisspinn verdt {amount}. De venter på deg blant bonusene dine. [Se bonusene dine](link).',
    },
    'bonus.granted': {
      title: 'Bonus mottatt',
      body: 'En bonus på {amount} er lagt til bonusene dine. Der finner du også omsetningskravene. [Se bonusene dine](link).',
    },
    'bonus.freeSpinsGranted': {
      title: 'Gratisspinn mottatt',
      body: '{count} gratisspinn venter på deg. [Se bonusene dine](link).',
    },
    'bonus.expiring': {
      title: 'Bonusen din utløper snart',
      body: 'Bonusen din på {amount} utløper om mindre enn 24 timer. Det som ikke er omsatt innen da, går tapt. [Se bonusene dine](link).',
    },
    'limits.raised': {
      title: 'Grensen din er endret',
      body: 'Som du ba om for 24 timer siden, er {limit} nå {amount}. [Grensene dine](link).',
    },
    'limits.sessionRaised': {
      title: 'Grensen din er endret',
      body: 'Som du ba om for 24 timer siden, er tidsgrensen for spilløkten nå {minutes} minutter. [Grensene dine](link).',
    },
    'limits.removed': {
      title: 'Grensen din er fjernet',
      body: 'Som du ba om for 24 timer siden, er {limit} fjernet. [Grensene dine](link).',
    },
    requestTypes: { export: 'dataeksport', erasure: 'sletting', rectification: 'retting' },
    limitNames: {
      deposit_daily: 'den daglige innskuddsgrensen',
      deposit_weekly: 'den ukentlige innskuddsgrensen',
      deposit_monthly: 'den månedlige innskuddsgrensen',
      loss_daily: 'den daglige tapsgrensen',
      loss_weekly: 'den ukentlige tapsgrensen',
      loss_monthly: 'den månedlige tapsgrensen',
      wager_daily: 'den daglige innsatsgrensen',
      wager_weekly: 'den ukentlige innsatsgrensen',
      wager_monthly: 'den månedlige innsatsgrensen',
      session: 'tidsgrensen for spilløkten',
    },
  },
  pt: {
    'payment.depositApproved': {
      title: 'Depósito recebido',
      body: 'O seu depósito de {amount} foi creditado no seu saldo. [Ver os seus pagamentos](link). Boa sorte!',
    },
    'payment.depositRejected': {
      title: 'Depósito rejeitado',
      body: 'O seu depósito de {amount} foi rejeitado e nada foi cobrado. [Ver os seus pagamentos](link).',
    },
    'payment.withdrawalRejected': {
      title: 'Levantamento rejeitado',
      body: 'O seu levantamento de {amount} foi rejeitado: {reason} [Ver os seus pagamentos](link).',
    },
    'payment.withdrawalPaid': {
      title: 'Levantamento pago',
      body: 'O seu levantamento de {amount} foi pago. Dependendo do seu banco, pode demorar alguns dias a chegar. [Ver os seus pagamentos](link).',
    },
    'verification.approved': {
      title: 'Identidade verificada',
      body: 'A sua identidade foi verificada. Já pode fazer levantamentos. [Verificação](link).',
    },
    'verification.retry': {
      title: 'Verificação: documentos necessários',
      body: 'Não conseguimos verificar a sua identidade com os documentos enviados. Por favor, [envie novos documentos](link).',
    },
    'verification.rejected': {
      title: 'Verificação rejeitada',
      body: 'Não conseguimos verificar a sua identidade. Contacte o apoio se tiver dúvidas. [Verificação](link).',
    },
    'privacy.exportReady': {
      title: 'A sua exportação de dados está pronta',
      body: 'A cópia dos seus dados pessoais que pediu pode ser descarregada no [seu perfil](link) durante 7 dias.',
    },
    'privacy.requestCompleted': {
      title: 'Pedido de privacidade concluído',
      body: 'O seu pedido de {type} foi concluído. [O seu perfil](link).',
    },
    'privacy.requestRejected': {
      title: 'Pedido de privacidade respondido',
      body: 'O seu pedido de {type} não foi executado. O motivo está no [seu perfil](link).',
    },
    'tournament.prizeWon': {
      title: 'Prémio de torneio ganho',
      body: 'Terminou em {place}.º lugar em {tournament} e ganhou {amount}. O valor foi creditado no seu saldo. [Ver os torneios](link).',
    },
    'tournament.bonusPrizeWon': {
      title: 'Prémio de torneio ganho',
      body: 'Terminou em {place}.º lugar em {tournament} e ganhou um bónus de {amount}. Encontra-o com as condições de aposta nos seus bónus. [Ver os seus bónus](link).',
    },
    'tournament.freeSpinsPrizeWon': {
      title: 'Prémio de torneio ganho',
      body: 'Terminou em {place}.º lugar em {tournament} e ganhou rodadas grátis no valor de {amount}. Estão à sua espera nos seus bónus. [Ver os seus bónus](link).',
    },
    'bonus.granted': {
      title: 'Bónus recebido',
      body: 'Foi adicionado aos teus bónus um bónus de {amount}. Aí encontras as suas condições de apostas. [Ver os teus bónus](link).',
    },
    'bonus.freeSpinsGranted': {
      title: 'Rodadas grátis recebidas',
      body: 'Tens {count} rodadas grátis à tua espera. [Ver os teus bónus](link).',
    },
    'bonus.expiring': {
      title: 'O teu bónus expira em breve',
      body: 'O teu bónus de {amount} expira em menos de 24 horas. O que não for apostado até lá perde-se. [Ver os teus bónus](link).',
    },
    'limits.raised': {
      title: 'O teu limite mudou',
      body: 'Como pediste há 24 horas, o teu {limit} é agora de {amount}. [Os teus limites](link).',
    },
    'limits.sessionRaised': {
      title: 'O teu limite mudou',
      body: 'Como pediste há 24 horas, o teu limite de tempo de sessão é agora de {minutes} minutos. [Os teus limites](link).',
    },
    'limits.removed': {
      title: 'O teu limite foi removido',
      body: 'Como pediste há 24 horas, o teu {limit} foi removido. [Os teus limites](link).',
    },
    requestTypes: { export: 'exportação de dados', erasure: 'apagamento', rectification: 'retificação' },
    limitNames: {
      deposit_daily: 'limite de depósito diário',
      deposit_weekly: 'limite de depósito semanal',
      deposit_monthly: 'limite de depósito mensal',
      loss_daily: 'limite de perdas diário',
      loss_weekly: 'limite de perdas semanal',
      loss_monthly: 'limite de perdas mensal',
      wager_daily: 'limite de apostas diário',
      wager_weekly: 'limite de apostas semanal',
      wager_monthly: 'limite de apostas mensal',
      session: 'limite de tempo de sessão',
    },
  },
  pl: {
    'payment.depositApproved': {
      title: 'Wpłata otrzymana',
      body: 'Twoja wpłata {amount} została zaksięgowana na saldzie. [Zobacz swoje płatności](link). Powodzenia!',
    },
    'payment.depositRejected': {
      title: 'Wpłata odrzucona',
      body: 'Twoja wpłata {amount} została odrzucona i nic nie zostało pobrane. [Zobacz swoje płatności](link).',
    },
    'payment.withdrawalRejected': {
      title: 'Wypłata odrzucona',
      body: 'Twoja wypłata {amount} została odrzucona: {reason} [Zobacz swoje płatności](link).',
    },
    'payment.withdrawalPaid': {
      title: 'Wypłata zrealizowana',
      body: 'Twoja wypłata {amount} została zrealizowana. W zależności od banku dotarcie środków może potrwać kilka dni. [Zobacz swoje płatności](link).',
    },
    'verification.approved': {
      title: 'Tożsamość potwierdzona',
      body: 'Twoja tożsamość została potwierdzona. Możesz teraz wypłacać środki. [Weryfikacja](link).',
    },
    'verification.retry': {
      title: 'Weryfikacja: potrzebne dokumenty',
      body: 'Nie udało się potwierdzić Twojej tożsamości na podstawie przesłanych dokumentów. [Prześlij nowe dokumenty](link).',
    },
    'verification.rejected': {
      title: 'Weryfikacja odrzucona',
      body: 'Nie udało się potwierdzić Twojej tożsamości. W razie pytań skontaktuj się z pomocą. [Weryfikacja](link).',
    },
    'privacy.exportReady': {
      title: 'Eksport Twoich danych jest gotowy',
      body: 'Kopię Twoich danych osobowych, o którą prosiłeś, możesz pobrać w [swoim profilu](link) przez 7 dni.',
    },
    'privacy.requestCompleted': {
      title: 'Wniosek o ochronę danych zrealizowany',
      body: 'Twój wniosek ({type}) został zrealizowany. [Twój profil](link).',
    },
    'privacy.requestRejected': {
      title: 'Odpowiedź na wniosek o ochronę danych',
      body: 'Twój wniosek ({type}) nie został wykonany. Powód znajdziesz w [swoim profilu](link).',
    },
    'tournament.prizeWon': {
      title: 'Wygrana nagroda w turnieju',
      body: 'Zająłeś {place}. miejsce w turnieju {tournament} i wygrałeś {amount}. Kwota została dodana do Twojego salda. [Zobacz turnieje](link).',
    },
    'tournament.bonusPrizeWon': {
      title: 'Nagroda turniejowa wygrana',
      body: 'Zająłeś {place}. miejsce w turnieju {tournament} i wygrałeś bonus w wysokości {amount}. Znajdziesz go wraz z warunkami obrotu wśród swoich bonusów. [Zobacz swoje bonusy](link).',
    },
    'tournament.freeSpinsPrizeWon': {
      title: 'Nagroda turniejowa wygrana',
      body: 'Zająłeś {place}. miejsce w turnieju {tournament} i wygrałeś darmowe spiny o wartości {amount}. Czekają na Ciebie wśród Twoich bonusów. [Zobacz swoje bonusy](link).',
    },
    'bonus.granted': {
      title: 'Otrzymano bonus',
      body: 'Do Twoich bonusów dodano bonus w wysokości {amount}. Znajdziesz tam jego warunki obrotu. [Zobacz swoje bonusy](link).',
    },
    'bonus.freeSpinsGranted': {
      title: 'Otrzymano darmowe spiny',
      body: 'Czeka na Ciebie {count} darmowych spinów. [Zobacz swoje bonusy](link).',
    },
    'bonus.expiring': {
      title: 'Twój bonus wkrótce wygaśnie',
      body: 'Twój bonus w wysokości {amount} wygaśnie w ciągu 24 godzin. To, czego do tego czasu nie obrócisz, przepadnie. [Zobacz swoje bonusy](link).',
    },
    'limits.raised': {
      title: 'Twój limit się zmienił',
      body: 'Zgodnie z Twoją prośbą sprzed 24 godzin Twój {limit} wynosi teraz {amount}. [Twoje limity](link).',
    },
    'limits.sessionRaised': {
      title: 'Twój limit się zmienił',
      body: 'Zgodnie z Twoją prośbą sprzed 24 godzin Twój limit czasu sesji wynosi teraz {minutes} minut. [Twoje limity](link).',
    },
    'limits.removed': {
      title: 'Twój limit został usunięty',
      body: 'Zgodnie z Twoją prośbą sprzed 24 godzin Twój {limit} został usunięty. [Twoje limity](link).',
    },
    requestTypes: { export: 'eksport danych', erasure: 'usunięcie danych', rectification: 'sprostowanie danych' },
    limitNames: {
      deposit_daily: 'dzienny limit wpłat',
      deposit_weekly: 'tygodniowy limit wpłat',
      deposit_monthly: 'miesięczny limit wpłat',
      loss_daily: 'dzienny limit strat',
      loss_weekly: 'tygodniowy limit strat',
      loss_monthly: 'miesięczny limit strat',
      wager_daily: 'dzienny limit zakładów',
      wager_weekly: 'tygodniowy limit zakładów',
      wager_monthly: 'miesięczny limit zakładów',
      session: 'limit czasu sesji',
    },
  },
  ro: {
    'payment.depositApproved': {
      title: 'Depunere primită',
      body: 'Depunerea ta de {amount} a fost creditată în sold. [Vezi plățile tale](link). Mult noroc!',
    },
    'payment.depositRejected': {
      title: 'Depunere respinsă',
      body: 'Depunerea ta de {amount} a fost respinsă și nu s-a debitat nimic. [Vezi plățile tale](link).',
    },
    'payment.withdrawalRejected': {
      title: 'Retragere respinsă',
      body: 'Retragerea ta de {amount} a fost respinsă: {reason} [Vezi plățile tale](link).',
    },
    'payment.withdrawalPaid': {
      title: 'Retragere plătită',
      body: 'Retragerea ta de {amount} a fost plătită. În funcție de bancă, poate dura câteva zile până ajunge. [Vezi plățile tale](link).',
    },
    'verification.approved': {
      title: 'Identitate verificată',
      body: 'Identitatea ta a fost verificată. Acum poți face retrageri. [Verificare](link).',
    },
    'verification.retry': {
      title: 'Verificare: documente necesare',
      body: 'Nu am putut verifica identitatea ta cu documentele trimise. Te rugăm să [încarci documente noi](link).',
    },
    'verification.rejected': {
      title: 'Verificare respinsă',
      body: 'Nu am putut verifica identitatea ta. Contactează asistența dacă ai întrebări. [Verificare](link).',
    },
    'privacy.exportReady': {
      title: 'Exportul datelor tale este gata',
      body: 'Copia datelor tale personale pe care ai cerut-o poate fi descărcată din [profilul tău](link) timp de 7 zile.',
    },
    'privacy.requestCompleted': {
      title: 'Cerere de confidențialitate finalizată',
      body: 'Cererea ta de {type} a fost finalizată. [Profilul tău](link).',
    },
    'privacy.requestRejected': {
      title: 'Răspuns la cererea de confidențialitate',
      body: 'Cererea ta de {type} nu a fost îndeplinită. Motivul apare în [profilul tău](link).',
    },
    'tournament.prizeWon': {
      title: 'Premiu de turneu câștigat',
      body: 'Ai terminat pe locul {place} în {tournament} și ai câștigat {amount}. Suma a fost adăugată în soldul tău. [Vezi turneele](link).',
    },
    'tournament.bonusPrizeWon': {
      title: 'Premiu de turneu câștigat',
      body: 'Ai terminat pe locul {place} în {tournament} și ai câștigat un bonus de {amount}. Îl găsești, cu condițiile de rulaj, printre bonusurile tale. [Vezi bonusurile tale](link).',
    },
    'tournament.freeSpinsPrizeWon': {
      title: 'Premiu de turneu câștigat',
      body: 'Ai terminat pe locul {place} în {tournament} și ai câștigat rotiri gratuite în valoare de {amount}. Te așteaptă printre bonusurile tale. [Vezi bonusurile tale](link).',
    },
    'bonus.granted': {
      title: 'Bonus primit',
      body: 'Un bonus de {amount} a fost adăugat la bonusurile tale. Acolo găsești și condițiile de rulaj. [Vezi bonusurile tale](link).',
    },
    'bonus.freeSpinsGranted': {
      title: 'Rotiri gratuite primite',
      body: 'Te așteaptă {count} rotiri gratuite. [Vezi bonusurile tale](link).',
    },
    'bonus.expiring': {
      title: 'Bonusul tău expiră în curând',
      body: 'Bonusul tău de {amount} expiră în mai puțin de 24 de ore. Ce nu este rulat până atunci se pierde. [Vezi bonusurile tale](link).',
    },
    'limits.raised': {
      title: 'Limita ta s-a schimbat',
      body: 'Așa cum ai cerut acum 24 de ore, {limit} este acum de {amount}. [Limitele tale](link).',
    },
    'limits.sessionRaised': {
      title: 'Limita ta s-a schimbat',
      body: 'Așa cum ai cerut acum 24 de ore, limita de timp a sesiunii este acum de {minutes} minute. [Limitele tale](link).',
    },
    'limits.removed': {
      title: 'Limita ta a fost eliminată',
      body: 'Așa cum ai cerut acum 24 de ore, {limit} a fost eliminată. [Limitele tale](link).',
    },
    requestTypes: { export: 'export de date', erasure: 'ștergere', rectification: 'rectificare' },
    limitNames: {
      deposit_daily: 'limita zilnică de depunere',
      deposit_weekly: 'limita săptămânală de depunere',
      deposit_monthly: 'limita lunară de depunere',
      loss_daily: 'limita zilnică de pierderi',
      loss_weekly: 'limita săptămânală de pierderi',
      loss_monthly: 'limita lunară de pierderi',
      wager_daily: 'limita zilnică de pariere',
      wager_weekly: 'limita săptămânală de pariere',
      wager_monthly: 'limita lunară de pariere',
      session: 'limita de timp a sesiunii',
    },
  },
};
