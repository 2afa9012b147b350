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
} as const satisfies Record<string, { category: MessageCategory; link: string; mail?: true }>;

/** Whether a template's message is also sent by mail (service mail: the player can turn it off). */
export const isMailed = (key: TemplateKey): boolean => 'mail' in MESSAGE_TEMPLATES[key];

export type TemplateKey = keyof typeof MESSAGE_TEMPLATES;
/** An operator broadcast: its texts are the broadcast's own, not a template's. */
export const BROADCAST_TEMPLATE = 'operator.broadcast';

export interface TemplateText {
  title: string;
  body: string;
}

type Catalogue = Record<TemplateKey, TemplateText> & {
  /** names of privacy request types, for {type} */
  requestTypes: Record<'export' | 'erasure' | 'rectification', string>;
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
    requestTypes: { export: 'data export', erasure: 'erasure', rectification: 'rectification' },
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
    requestTypes: { export: 'Datenauskunft', erasure: 'Löschung', rectification: 'Berichtigung' },
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
    requestTypes: { export: 'exportación de datos', erasure: 'supresión', rectification: 'rectificación' },
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
    requestTypes: { export: 'tietojen vienti', erasure: 'poisto', rectification: 'oikaisu' },
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
    requestTypes: { export: 'export de données', erasure: 'effacement', rectification: 'rectification' },
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
    requestTypes: { export: 'dataeksport', erasure: 'sletting', rectification: 'retting' },
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
    requestTypes: { export: 'exportação de dados', erasure: 'apagamento', rectification: 'retificação' },
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
    requestTypes: { export: 'eksport danych', erasure: 'usunięcie danych', rectification: 'sprostowanie danych' },
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
    requestTypes: { export: 'export de date', erasure: 'ștergere', rectification: 'rectificare' },
  },
};
