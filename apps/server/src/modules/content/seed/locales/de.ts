import type { LocaleSeed } from '../types';

export const de: LocaleSeed = {
  pages: {
    'about-us': {
      title: 'Über uns',
      description: 'Wer Fortuna Casino betreibt, wie wir lizenziert sind und was wir unseren Spielern versprechen.',
      body: `<p>Fortuna Casino ist ein Online-Casino der Fortuna Entertainment Ltd. Wir bieten Spielautomaten, Tischspiele, Live-Dealer-Spiele und Sofortgewinnspiele aus unserem eigenen Spielestudio und von unabhängigen Studios, dazu jede Woche Turniere und Aktionen.</p>
<h2>Lizenziert und reguliert</h2>
<p>Die Fortuna Entertainment Ltd. besitzt eine Lizenz für Online-Glücksspiele und steht unter der Aufsicht ihrer Regulierungsbehörde. Jedes Spiel wird auf Fairness geprüft, Spielergelder werden getrennt vom Firmenvermögen verwahrt, und unsere Lizenzangaben stehen in der Fußzeile jeder Seite.</p>
<h2>Fairness, die du selbst prüfen kannst</h2>
<p>Jedes Spielergebnis stammt aus einem zertifizierten Zufallszahlengenerator. Bei unseren eigenen Spielen kannst du jede Runde auf der <a href="@fairness">Fairness-Seite</a> mit Server-Seed, deinem Client-Seed und der Rundennummer selbst nachprüfen.</p>
<h2>Sicher und verantwortungsvoll</h2>
<ul><li>Nur Erwachsene ab 18 Jahren dürfen spielen.</li><li>Einzahlungslimits, Realitätschecks, Auszeiten und Selbstausschluss stehen dir jederzeit in deinem Konto zur Verfügung.</li><li>Vor der ersten Auszahlung prüfen wir die Identität jedes Spielers.</li></ul>
<h2>Kontakt</h2>
<p>Unser Support antwortet auf Deutsch, Englisch, Spanisch, Finnisch, Französisch, Norwegisch, Portugiesisch, Polnisch und Rumänisch, täglich von 08:00 bis 24:00 Uhr MEZ, im Live-Chat oder unter support@fortuna.casino.</p>`,
    },
    'cookie-policy': {
      title: 'Cookie-Richtlinie',
      description: 'Welche Cookies Fortuna Casino verwendet, warum, und wie du sie steuern kannst.',
      body: `<p>Diese Richtlinie erklärt, welche Cookies und ähnlichen Technologien Fortuna Casino verwendet und wie du sie verwalten kannst. Ein Cookie ist eine kleine Textdatei, die eine Website in deinem Browser speichert.</p>
<h2>Unbedingt erforderliche Cookies</h2>
<p>Diese Cookies halten dich angemeldet, merken sich deine Sprache, schützen Formulare vor Missbrauch und sichern deine Sitzung. Ohne sie funktioniert die Seite nicht, daher können sie nicht abgeschaltet werden.</p>
<ul><li><strong>fortuna_session</strong>: hält dich während des Spielens angemeldet (endet mit der Abmeldung).</li><li><strong>locale</strong>: merkt sich die gewählte Sprache (ein Jahr).</li><li><strong>fortuna_ref</strong>: merkt sich, welcher Partner dich zu uns geschickt hat, damit er bei deiner Registrierung berücksichtigt wird (ein Monat).</li></ul>
<h2>Leistungs-Cookies</h2>
<p>Mit deiner Einwilligung messen wir, wie die Seite genutzt wird, etwa welche Seiten langsam laden, um sie zu verbessern. Die Daten werden zusammengefasst und nie dazu verwendet, dich zu identifizieren.</p>
<h2>Cookies verwalten</h2>
<p>Du kannst Cookies jederzeit in deinen Browsereinstellungen löschen oder blockieren. Wenn du unbedingt erforderliche Cookies blockierst, kannst du dich nicht anmelden und nicht um echtes Geld spielen.</p>
<h2>Änderungen</h2>
<p>Wir aktualisieren diese Richtlinie, wenn wir die verwendeten Cookies ändern. Das Datum der letzten Änderung steht unten auf dieser Seite.</p>`,
    },
    'privacy-notice': {
      title: 'Datenschutzhinweis',
      description: 'Wie Fortuna Casino deine personenbezogenen Daten erhebt, nutzt und schützt.',
      body: `<p>Die Fortuna Entertainment Ltd. ist Verantwortliche für die personenbezogenen Daten, die du uns bei der Nutzung von Fortuna Casino überlässt. Wir verarbeiten deine Daten gemäß der Datenschutz-Grundverordnung (DSGVO).</p>
<h2>Welche Daten wir erheben</h2>
<ul><li>Kontodaten: Spitzname, E-Mail-Adresse, Passwort (nur als sicherer Hash gespeichert), Währung und Sprache.</li><li>Identitätsdaten: Name, Geburtsdatum, Anschrift und Ausweisdokumente, gesetzlich vor Auszahlungen vorgeschrieben.</li><li>Transaktions- und Spieldaten: Einzahlungen, Auszahlungen, Einsätze, Gewinne und Boni.</li><li>Technische Daten: IP-Adresse, Gerät und Browser, zur Sicherheit und Betrugsvorbeugung.</li></ul>
<h2>Wofür wir sie nutzen</h2>
<p>Wir nutzen deine Daten, um dein Konto zu führen, unsere gesetzlichen Pflichten zu erfüllen (Alters- und Identitätsprüfung, Geldwäschevorschriften, verantwortungsvolles Spielen), die Seite zu schützen und, nur mit deiner Zustimmung, dir Angebote zu senden.</p>
<h2>Deine Rechte</h2>
<p>Du kannst eine Kopie deiner Daten verlangen, sie berichtigen, ihre Nutzung einschränken oder ihr widersprechen oder, soweit gesetzlich zulässig, ihre Löschung verlangen. Anfragen aus deinem Profil beantworten wir innerhalb eines Monats.</p>
<h2>Speicherung und Weitergabe</h2>
<p>Konto- und Transaktionsdaten bewahren wir so lange auf, wie es das Gesetz verlangt, meist fünf Jahre nach Schließung des Kontos. Wir geben Daten nur an Zahlungsanbieter, Dienste zur Identitätsprüfung und Behörden weiter, wenn das Gesetz uns dazu verpflichtet.</p>`,
    },
    'responsible-gaming': {
      title: 'Verantwortungsvolles Spielen',
      description: 'Werkzeuge und Tipps, damit Glücksspiel Spaß bleibt: Limits, Realitätschecks, Auszeiten und Selbstausschluss.',
      body: `<p>Glücksspiel soll Unterhaltung sein, niemals ein Weg, Geld zu verdienen oder Problemen zu entfliehen. Fortuna Casino gibt dir Werkzeuge, um die Kontrolle zu behalten, und unser Team ist geschult, dir zu helfen.</p>
<h2>Werkzeuge in deinem Konto</h2>
<ul><li><strong>Einzahlungslimit</strong>: täglich, wöchentlich oder monatlich. Ein niedrigeres Limit gilt sofort; eine Erhöhung oder Aufhebung dauert 24 Stunden.</li><li><strong>Realitätscheck</strong>: eine Erinnerung alle 15, 30, 45 oder 60 Minuten mit Spieldauer, Einsätzen und Gewinnen.</li><li><strong>Auszeit</strong>: eine Pause von 24 Stunden oder 7 Tagen.</li><li><strong>Selbstausschluss</strong>: 1, 2 oder 3 Monate oder unbefristet.</li></ul>
<p>All das stellst du auf der <a href="@player-exclusion">Limits-Seite</a> ein.</p>
<h2>Warnsignale</h2>
<p>Leg eine Pause ein, wenn du mehr ausgibst als geplant, Verlusten hinterherjagst, dir Geld zum Spielen leihst oder unruhig wirst, wenn du nicht spielst.</p>
<h2>Hilfe finden</h2>
<p>Kostenlose und vertrauliche Hilfe bieten Organisationen wie die Bundeszentrale für gesundheitliche Aufklärung (check-dein-spiel.de) und die Anonymen Spieler. Unser Support kann dein Konto auf Wunsch auch sofort schließen.</p>
<h2>Schutz Minderjähriger</h2>
<p>Niemand unter 18 Jahren darf ein Konto eröffnen. Wir prüfen das Alter jedes Spielers und empfehlen Jugendschutzsoftware auf gemeinsam genutzten Geräten.</p>`,
    },
    'terms-and-conditions': {
      title: 'Allgemeine Geschäftsbedingungen',
      description: 'Die Regeln für dein Fortuna-Casino-Konto, Ein- und Auszahlungen, Boni und Spiele.',
      body: `<p>Diese Bedingungen bilden den Vertrag zwischen dir und der Fortuna Entertainment Ltd. Mit der Eröffnung eines Kontos erkennst du sie an. Bitte lies sie sorgfältig.</p>
<h2>1. Dein Konto</h2>
<p>Du musst mindestens 18 Jahre alt sein und an deinem Wohnort legal spielen dürfen. Du darfst nur ein Konto führen, und deine Angaben müssen wahr sein und dich selbst betreffen.</p>
<h2>2. Ein- und Auszahlungen</h2>
<p>Einzahlungen müssen von Zahlungsmitteln auf deinen eigenen Namen stammen. Vor der ersten Auszahlung prüfen wir deine Identität. Auszahlungen gehen nach Möglichkeit an die für die Einzahlung genutzte Methode; wir können verlangen, dass du zuvor Freispiele nutzt oder Bonusumsatzbedingungen erfüllen.</p>
<h2>3. Boni</h2>
<p>Jeder Bonus hat eigene Umsatzbedingungen, die vor der Annahme angezeigt werden. Es kann immer nur ein Bonus aktiv sein; weitere warten in einer Warteschlange. Du kannst einen aktiven Bonus jederzeit stornieren; dabei verfallen der Bonusbetrag und seine Gewinne.</p>
<h2>4. Spiele</h2>
<p>Spielergebnisse werden von zertifizierten Zufallszahlengeneratoren bestimmt. Bei einer Fehlfunktion werden die betroffenen Einsätze annulliert und erstattet. Die Regeln jedes Spiels findest du im Spiel selbst.</p>
<h2>5. Schließung und Sperrung von Konten</h2>
<p>Du kannst dein Konto jederzeit schließen. Bei Betrug, Mehrfachkonten oder Verstößen gegen diese Bedingungen können wir ein Konto sperren und nennen dir den Grund, sofern das Gesetz es nicht verbietet.</p>
<h2>6. Beschwerden</h2>
<p>Sende Beschwerden an support@fortuna.casino. Wir antworten innerhalb von 14 Tagen. Bist du nicht zufrieden, kannst du dich an die von unserer Aufsichtsbehörde benannte unabhängige Schlichtungsstelle wenden.</p>`,
    },
  },
  blocks: {
    'vip-club': {
      title: 'VIP-Klub',
      description: 'Persönlicher Betreuer, schnellere Auszahlungen und passende Prämien für unsere treuesten Spieler.',
      body: `<p>Unser VIP-Klub ist nur auf Einladung zugänglich. Mitglieder erhalten einen persönlichen Kundenbetreuer, bevorzugt bearbeitete Auszahlungen, höhere Limits und Prämien, die zu ihrem Spielstil passen.</p><p>Einladungen beruhen auf langfristigem Spiel, nie auf Verlusten. Die Werkzeuge für verantwortungsvolles Spielen stehen jedem VIP-Mitglied weiterhin zur Verfügung.</p>`,
    },
    'welcome-offer': {
      title: 'Willkommensangebot',
      description: 'Ein Bonus auf deine erste Einzahlung, mit klaren Umsatzbedingungen.',
      body: `<p>Neue Spieler erhalten 100 % Bonus auf die erste Einzahlung, bis zu 200 EUR, bei einer Umsatzbedingung des 35-fachen Bonusbetrags.</p><p>Der Bonus ist freiwillig: Du kannst ihn in der Kasse ablehnen. Alle Bedingungen findest du in unseren <a href="@terms-and-conditions">Allgemeinen Geschäftsbedingungen</a>.</p>`,
    },
    'payment-methods': {
      title: 'Zahlungsmethoden',
      description: 'Ein- und Auszahlungen per Karte, Banküberweisung und E-Wallet.',
      body: `<p>Zahl mit Bankkarten, Sofortüberweisungen und beliebten E-Wallets ein. Einzahlungen werden sofort gutgeschrieben, und wir berechnen dafür nie Gebühren.</p><p>Auszahlungen werden innerhalb von 24 Stunden geprüft und dann an die Methode ausgezahlt, mit der du eingezahlt hast.</p>`,
    },
  },
  categories: {
    all: 'Alle Spiele',
    slots: 'Spielautomaten',
    jackpot: 'Jackpots',
    livegames: 'Live-Casino',
    tablegames: 'Tischspiele',
    'video-pokers': 'Videopoker',
    'instant-win': 'Sofortgewinne',
  },
  banners: {
    welcome: { title: 'Willkommen bei Fortuna', text: '100 % Bonus auf deine erste Einzahlung, bis zu 200 EUR.', cta: 'Registrieren' },
    tournaments: {
      title: 'Wöchentliche Turniere',
      text: 'Steig in der Rangliste auf und teile dir den Preispool.',
      cta: 'Zu den Turnieren',
    },
  },
  seo: {
    home: {
      title: 'Fortuna Casino: Spielautomaten, Live-Casino und Turniere',
      description:
        'Spiel Spielautomaten, Tischspiele und Live-Casino bei Fortuna, einem lizenzierten Online-Casino mit fairen, überprüfbaren Spielen.',
    },
    promo: { title: 'Aktionen | Fortuna Casino', description: 'Boni, Freispiele und Cashback im Fortuna Casino.' },
    tournaments: { title: 'Turniere | Fortuna Casino', description: 'Nimm an Slot-Turnieren teil und spiel um Preispools.' },
    'sign-up': { title: 'Registrieren | Fortuna Casino', description: 'Eröffne dein Fortuna-Casino-Konto in einer Minute.' },
    fairness: {
      title: 'Nachweisbar faire Spiele | Fortuna Casino',
      description: 'Prüf jede Runde unserer Spiele mit Server-Seed, Client-Seed und Nonce.',
    },
    contribution: { title: 'Spielbeitrag | Fortuna Casino', description: 'Wie stark jedes Spiel zum Bonusumsatz zählt.' },
    'games-category': {
      title: 'Casinospiele | Fortuna Casino',
      description: 'Spielautomaten, Jackpots, Live- und Tischspiele nach Kategorie und Anbieter.',
    },
  },
};
