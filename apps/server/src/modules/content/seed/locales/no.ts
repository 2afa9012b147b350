import type { LocaleSeed } from '../types';

export const no: LocaleSeed = {
  pages: {
    'about-us': {
      title: 'Om oss',
      description: 'Hvem som driver Fortuna Casino, hvilken lisens vi har og hva vi lover spillerne våre.',
      body: `<p>Fortuna Casino er et nettcasino drevet av Fortuna Entertainment Ltd. Vi tilbyr spilleautomater, bordspill, livespill med ekte dealere og direktegevinstspill fra vårt eget spillstudio og fra uavhengige studioer, med turneringer og kampanjer hver uke.</p>
<h2>Lisensiert og regulert</h2>
<p>Fortuna Entertainment Ltd. har lisens for pengespill på nett og drives under tilsyn av sin tilsynsmyndighet. Hvert spill testes for rettferdighet, spillernes midler holdes atskilt fra selskapets midler, og lisensopplysningene våre står i bunnteksten på hver side.</p>
<h2>Rettferdig spill du kan kontrollere</h2>
<p>Hvert resultat kommer fra en sertifisert tilfeldig tallgenerator. I våre egne spill kan du kontrollere hver runde på <a href="@fairness">rettferdighetssiden</a> med serverens seed, din egen klient-seed og rundenummeret.</p>
<h2>Trygt og ansvarlig</h2>
<ul><li>Bare voksne over 18 år kan spille.</li><li>Innskuddsgrenser, påminnelser om spilletid, pauser og selvutestengelse er alltid tilgjengelige på kontoen din.</li><li>Vi bekrefter identiteten til hver spiller før første uttak.</li></ul>
<h2>Kontakt</h2>
<p>Kundeservice svarer på norsk, engelsk, tysk, spansk, finsk, fransk, portugisisk, polsk og rumensk, hver dag fra 08.00 til 24.00 CET, i livechat eller på support@fortuna.casino.</p>`,
    },
    'cookie-policy': {
      title: 'Retningslinjer for informasjonskapsler',
      description: 'Hvilke informasjonskapsler Fortuna Casino bruker, hvorfor, og hvordan du styrer dem.',
      body: `<p>Disse retningslinjene forklarer hvilke informasjonskapsler og lignende teknologier Fortuna Casino bruker, og hvordan du kan styre dem. En informasjonskapsel er en liten tekstfil som et nettsted lagrer i nettleseren din.</p>
<h2>Strengt nødvendige informasjonskapsler</h2>
<p>Disse holder deg innlogget, husker språket ditt, beskytter skjemaer mot misbruk og holder økten din sikker. Nettstedet fungerer ikke uten dem, så de kan ikke slås av.</p>
<ul><li><strong>fortuna_session</strong>: holder deg innlogget mens du spiller (utløper når du logger ut).</li><li><strong>locale</strong>: husker språket du valgte (ett år).</li><li><strong>fortuna_ref</strong>: husker hvilken partner som sendte deg til oss, slik at partneren kan krediteres når du registrerer deg (én måned).</li></ul>
<h2>Ytelsesinformasjonskapsler</h2>
<p>Med ditt samtykke måler vi hvordan nettstedet brukes, for eksempel hvilke sider som laster sakte, slik at vi kan forbedre det. Dataene er samlet og brukes aldri til å identifisere deg.</p>
<h2>Styre informasjonskapsler</h2>
<p>Du kan når som helst slette eller blokkere informasjonskapsler i nettleserinnstillingene. Blokkerer du de strengt nødvendige, kan du ikke logge inn eller spille med ekte penger.</p>
<h2>Endringer</h2>
<p>Vi oppdaterer disse retningslinjene når vi endrer informasjonskapslene vi bruker. Datoen for siste oppdatering står nederst på denne siden.</p>`,
    },
    'privacy-notice': {
      title: 'Personvernerklæring',
      description: 'Hvordan Fortuna Casino samler inn, bruker og beskytter personopplysningene dine.',
      body: `<p>Fortuna Entertainment Ltd. er behandlingsansvarlig for personopplysningene du gir oss når du bruker Fortuna Casino. Vi behandler opplysningene dine i samsvar med personvernforordningen (GDPR).</p>
<h2>Opplysninger vi samler inn</h2>
<ul><li>Kontoopplysninger: kallenavn, e-postadresse, passord (lagres bare som en sikker hash), valuta og språk.</li><li>Identitetsopplysninger: navn, fødselsdato, adresse og identitetsdokumenter, som loven krever før uttak.</li><li>Transaksjons- og spilldata: innskudd, uttak, innsatser, gevinster og bonuser.</li><li>Tekniske data: IP-adresse, enhet og nettleser, for sikkerhet og forebygging av svindel.</li></ul>
<h2>Hva vi bruker dem til</h2>
<p>Vi bruker opplysningene til å drive kontoen din, oppfylle lovpålagte plikter (alders- og identitetskontroll, hvitvaskingsregler, ansvarlig spill), beskytte nettstedet og, bare med ditt samtykke, sende deg kampanjer.</p>
<h2>Dine rettigheter</h2>
<p>Du kan be om en kopi av opplysningene dine, få dem rettet, begrense eller protestere mot bruken, eller be om sletting der loven tillater det. Forespørsler fra profilen din besvares innen én måned.</p>
<h2>Lagring og deling</h2>
<p>Vi lagrer konto- og transaksjonsdata så lenge loven krever, vanligvis fem år etter at kontoen er stengt. Vi deler opplysninger bare med betalingsleverandører, tjenester for identitetskontroll og myndigheter når loven pålegger oss det.</p>`,
    },
    'responsible-gaming': {
      title: 'Ansvarlig spill',
      description: 'Verktøy og råd som holder spillingen morsom: grenser, påminnelser, pauser og selvutestengelse.',
      body: `<p>Pengespill skal være underholdning, aldri en måte å tjene penger på eller flykte fra problemer. Fortuna Casino gir deg verktøy til å beholde kontrollen, og teamet vårt er opplært til å hjelpe.</p>
<h2>Verktøy på kontoen din</h2>
<ul><li><strong>Innskuddsgrense</strong>: daglig, ukentlig eller månedlig. En lavere grense gjelder straks; å heve eller fjerne den tar 24 timer.</li><li><strong>Påminnelse om spilletid</strong>: en melding hvert 15., 30., 45. eller 60. minutt med spilletid, innsatser og gevinster.</li><li><strong>Pause</strong>: en pause på 24 timer eller 7 dager.</li><li><strong>Selvutestengelse</strong>: 1, 2 eller 3 måneder, eller på ubestemt tid.</li></ul>
<p>Alt dette stiller du inn på <a href="@player-exclusion">grensesiden</a>.</p>
<h2>Varselsignaler</h2>
<p>Ta en pause hvis du bruker mer enn planlagt, jager tap, låner penger for å spille eller blir urolig når du ikke spiller.</p>
<h2>Hvor du får hjelp</h2>
<p>Gratis og konfidensiell hjelp får du blant annet hos Hjelpelinjen for spilleavhengige (800 800 40) og Anonyme Gamblere. Kundeservice kan også stenge kontoen din med én gang hvis du ber om det.</p>
<h2>Beskyttelse av mindreårige</h2>
<p>Ingen under 18 år kan opprette en konto. Vi kontrollerer alderen til hver spiller og anbefaler foreldrekontroll på enheter som deles.</p>`,
    },
    'terms-and-conditions': {
      title: 'Vilkår og betingelser',
      description: 'Reglene for Fortuna Casino-kontoen din, innskudd, uttak, bonuser og spill.',
      body: `<p>Disse vilkårene utgjør avtalen mellom deg og Fortuna Entertainment Ltd. Ved å opprette en konto godtar du dem. Les dem nøye.</p>
<h2>1. Kontoen din</h2>
<p>Du må være minst 18 år og ha lov til å spille der du bor. Du kan bare ha én konto, og opplysningene du oppgir må være riktige og dine egne.</p>
<h2>2. Innskudd og uttak</h2>
<p>Innskudd må komme fra betalingsmåter i ditt eget navn. Før første uttak bekrefter vi identiteten din. Uttak utbetales om mulig til metoden du brukte ved innskudd, og vi kan be deg bruke gratisspinn eller fullføre bonusens omsetningskrav først.</p>
<h2>3. Bonuser</h2>
<p>Hver bonus har sitt eget omsetningskrav, som vises før du godtar den. Bare én bonus kan være aktiv om gangen; andre venter i kø. Du kan når som helst kansellere en aktiv bonus, noe som fjerner bonusbeløpet og gevinstene fra den.</p>
<h2>4. Spill</h2>
<p>Resultatene avgjøres av sertifiserte tilfeldige tallgeneratorer. Hvis et spill svikter, annulleres og refunderes de berørte innsatsene. Reglene for hvert spill finner du i selve spillet.</p>
<h2>5. Stenging og suspensjon av kontoer</h2>
<p>Du kan når som helst stenge kontoen din. Vi kan suspendere en konto ved svindel, flere kontoer eller brudd på disse vilkårene, og vi forteller deg hvorfor med mindre loven forbyr det.</p>
<h2>6. Klager</h2>
<p>Send klager til support@fortuna.casino. Vi svarer innen 14 dager. Er du ikke fornøyd, kan du bringe klagen inn for den uavhengige tvisteløsningstjenesten som tilsynsmyndigheten vår har utpekt.</p>`,
    },
  },
  blocks: {
    'vip-club': {
      title: 'VIP-klubb',
      description: 'Personlig kontaktperson, raskere uttak og skreddersydde belønninger for de mest lojale spillerne.',
      body: `<p>VIP-klubben vår er kun for inviterte. Medlemmer får en personlig kontoansvarlig, prioriterte uttak, høyere grenser og belønninger valgt ut fra hvordan de spiller.</p><p>Invitasjoner bygger på langsiktig spilling, aldri på tap. Verktøyene for ansvarlig spill er tilgjengelige for alle VIP-medlemmer.</p>`,
    },
    'welcome-offer': {
      title: 'Velkomsttilbud',
      description: 'En bonus på første innskudd, med tydelige omsetningskrav.',
      body: `<p>Nye spillere får 100 % bonus på første innskudd, opptil 200 EUR, med et omsetningskrav på 35 ganger bonusbeløpet.</p><p>Bonusen er frivillig: du kan takke nei i kassen. Alle betingelser står i våre <a href="@terms-and-conditions">vilkår og betingelser</a>.</p>`,
    },
    'payment-methods': {
      title: 'Betalingsmetoder',
      description: 'Sett inn og ta ut med kort, bankoverføring og e-lommebøker.',
      body: `<p>Sett inn med bankkort, direkte bankoverføring og populære e-lommebøker. Innskudd godskrives umiddelbart, og vi tar aldri gebyr for dem.</p><p>Uttak behandles innen 24 timer og utbetales deretter til metoden du satte inn med.</p>`,
    },
  },
  categories: {
    all: 'Alle spill',
    slots: 'Spilleautomater',
    jackpot: 'Jackpotter',
    livegames: 'Live casino',
    tablegames: 'Bordspill',
    'video-pokers': 'Videopoker',
    'instant-win': 'Direktegevinst',
  },
  banners: {
    welcome: { title: 'Velkommen til Fortuna', text: '100 % bonus på første innskudd, opptil 200 EUR.', cta: 'Registrer deg' },
    tournaments: { title: 'Ukentlige turneringer', text: 'Klatre på resultatlisten og del premiepotten.', cta: 'Se turneringer' },
  },
  seo: {
    home: {
      title: 'Fortuna Casino: spilleautomater, live casino og turneringer',
      description:
        'Spill spilleautomater, bordspill og live casino hos Fortuna, et lisensiert nettcasino med rettferdige og etterprøvbare spill.',
    },
    promo: { title: 'Kampanjer | Fortuna Casino', description: 'Bonuser, gratisspinn og cashback hos Fortuna Casino.' },
    tournaments: {
      title: 'Turneringer | Fortuna Casino',
      description: 'Bli med i turneringer på spilleautomater og kjemp om premiepotter.',
    },
    'sign-up': { title: 'Registrering | Fortuna Casino', description: 'Opprett Fortuna Casino-kontoen din på ett minutt.' },
    fairness: {
      title: 'Bevisbart rettferdige spill | Fortuna Casino',
      description: 'Kontroller hver runde i spillene våre med serverens seed, klientens seed og nonce.',
    },
    contribution: { title: 'Spillbidrag | Fortuna Casino', description: 'Hvor mye hvert spill teller mot bonusens omsetningskrav.' },
    'games-category': {
      title: 'Casinospill | Fortuna Casino',
      description: 'Spilleautomater, jackpotter, live- og bordspill etter kategori og leverandør.',
    },
  },
};
