import type { LocaleSeed } from '../types';

export const ro: LocaleSeed = {
  pages: {
    'about-us': {
      title: 'Despre noi',
      description: 'Cine administrează Fortuna Casino, ce licență avem și ce le promitem jucătorilor noștri.',
      body: `<p>Fortuna Casino este un cazinou online administrat de Fortuna Entertainment Ltd. Oferim sloturi, jocuri de masă, jocuri cu dealer live și jocuri cu câștig instant din propriul nostru studio și de la studiouri independente, cu turnee și promoții în fiecare săptămână.</p>
<h2>Licențiați și reglementați</h2>
<p>Fortuna Entertainment Ltd. deține o licență pentru jocuri de noroc online și funcționează sub supravegherea autorității sale de reglementare. Fiecare joc este testat pentru corectitudine, fondurile jucătorilor sunt păstrate separat de cele ale companiei, iar datele licenței noastre apar în subsolul fiecărei pagini.</p>
<h2>Joc corect, pe care îl puteți verifica</h2>
<p>Fiecare rezultat provine dintr-un generator de numere aleatorii certificat. La jocurile noastre puteți verifica fiecare rundă pe <a href="@fairness">pagina de corectitudine</a>, cu seed-ul serverului, seed-ul dumneavoastră de client și numărul rundei.</p>
<h2>Sigur și responsabil</h2>
<ul><li>Pot juca doar adulții de cel puțin 18 ani.</li><li>Limitele de depunere, verificările de realitate, pauzele și autoexcluderea sunt oricând disponibile în contul dumneavoastră.</li><li>Verificăm identitatea fiecărui jucător înainte de prima retragere.</li></ul>
<h2>Contact</h2>
<p>Echipa de asistență răspunde în română, engleză, germană, spaniolă, finlandeză, franceză, norvegiană, portugheză și poloneză, zilnic între 08:00 și 24:00 CET, prin chat live sau la support@fortuna.casino.</p>`,
    },
    'cookie-policy': {
      title: 'Politica privind cookie-urile',
      description: 'Ce cookie-uri folosește Fortuna Casino, de ce și cum le puteți controla.',
      body: `<p>Această politică explică ce cookie-uri și tehnologii similare folosește Fortuna Casino și cum le puteți gestiona. Un cookie este un mic fișier text pe care un site îl salvează în browserul dumneavoastră.</p>
<h2>Cookie-uri strict necesare</h2>
<p>Aceste cookie-uri vă păstrează conectat, rețin limba aleasă, protejează formularele împotriva abuzurilor și vă securizează sesiunea. Site-ul nu funcționează fără ele, așa că nu pot fi dezactivate.</p>
<ul><li><strong>fortuna_session</strong>: vă păstrează conectat cât timp jucați (expiră la deconectare).</li><li><strong>locale</strong>: reține limba aleasă (un an).</li><li><strong>fortuna_ref</strong>: reține partenerul care v-a trimis la noi, pentru ca acesta să fie recunoscut la înregistrare (o lună).</li></ul>
<h2>Cookie-uri de performanță</h2>
<p>Cu acordul dumneavoastră măsurăm modul de utilizare a site-ului, de exemplu ce pagini se încarcă greu, pentru a-l îmbunătăți. Datele sunt agregate și nu sunt folosite niciodată pentru a vă identifica.</p>
<h2>Gestionarea cookie-urilor</h2>
<p>Puteți șterge sau bloca oricând cookie-urile din setările browserului. Dacă blocați cookie-urile strict necesare, nu vă veți putea conecta și nu veți putea juca pe bani reali.</p>
<h2>Modificări</h2>
<p>Actualizăm această politică atunci când schimbăm cookie-urile folosite. Data ultimei actualizări apare în partea de jos a paginii.</p>`,
    },
    'privacy-notice': {
      title: 'Notă de confidențialitate',
      description: 'Cum colectează, folosește și protejează Fortuna Casino datele dumneavoastră personale.',
      body: `<p>Fortuna Entertainment Ltd. este operatorul datelor personale pe care ni le furnizați când folosiți Fortuna Casino. Prelucrăm datele conform Regulamentului general privind protecția datelor (GDPR).</p>
<h2>Ce date colectăm</h2>
<ul><li>Date de cont: pseudonim, adresă de e-mail, parolă (păstrată doar ca hash securizat), monedă și limbă.</li><li>Date de identitate: nume, data nașterii, adresă și acte de identitate, cerute de lege înainte de retrageri.</li><li>Date despre tranzacții și joc: depuneri, retrageri, pariuri, câștiguri și bonusuri.</li><li>Date tehnice: adresa IP, dispozitivul și browserul, pentru securitate și prevenirea fraudei.</li></ul>
<h2>De ce le folosim</h2>
<p>Folosim datele pentru a vă administra contul, pentru a ne îndeplini obligațiile legale (verificarea vârstei și identității, prevenirea spălării banilor, joc responsabil), pentru a proteja site-ul și, doar cu acordul dumneavoastră, pentru a vă trimite promoții.</p>
<h2>Drepturile dumneavoastră</h2>
<p>Puteți cere o copie a datelor, rectificarea lor, restricționarea sau opoziția la prelucrare ori ștergerea lor, acolo unde legea permite. Cererile trimise din profil primesc răspuns în cel mult o lună.</p>
<h2>Păstrare și divulgare</h2>
<p>Păstrăm datele de cont și de tranzacții atât cât cere legea, de obicei cinci ani după închiderea contului. Transmitem date doar furnizorilor de plăți, serviciilor de verificare a identității și autorităților, atunci când legea ne obligă.</p>`,
    },
    'responsible-gaming': {
      title: 'Joc responsabil',
      description: 'Instrumente și sfaturi ca jocul să rămână o distracție: limite, verificări, pauze și autoexcludere.',
      body: `<p>Jocurile de noroc trebuie să fie o distracție, niciodată o cale de a face bani sau de a scăpa de probleme. Fortuna Casino vă oferă instrumente pentru a păstra controlul, iar echipa noastră este pregătită să vă ajute.</p>
<h2>Instrumente în contul dumneavoastră</h2>
<ul><li><strong>Limită de depunere</strong>: zilnică, săptămânală sau lunară. O limită mai mică se aplică imediat; mărirea sau eliminarea durează 24 de ore.</li><li><strong>Verificare de realitate</strong>: un mesaj la fiecare 15, 30, 45 sau 60 de minute cu timpul de joc, pariurile și câștigurile.</li><li><strong>Pauză</strong>: o întrerupere de 24 de ore sau 7 zile.</li><li><strong>Autoexcludere</strong>: 1, 2 sau 3 luni ori pe termen nedeterminat.</li></ul>
<p>Toate se setează pe <a href="@player-exclusion">pagina de limite</a>.</p>
<h2>Semnale de alarmă</h2>
<p>Luați o pauză dacă cheltuiți mai mult decât ați plănuit, încercați să recuperați pierderile, împrumutați bani pentru a juca sau vă simțiți neliniștit când nu jucați.</p>
<h2>Unde găsiți ajutor</h2>
<p>Organizații precum Asociația Joc Responsabil (linia gratuită 0800 800 099) și Jucătorii Anonimi oferă ajutor gratuit și confidențial. Echipa noastră vă poate închide contul imediat, la cerere.</p>
<h2>Protecția minorilor</h2>
<p>Nimeni sub 18 ani nu poate deschide un cont. Verificăm vârsta fiecărui jucător și recomandăm programe de control parental pe dispozitivele folosite în comun.</p>`,
    },
    'terms-and-conditions': {
      title: 'Termeni și condiții',
      description: 'Regulile pentru contul Fortuna Casino, depuneri, retrageri, bonusuri și jocuri.',
      body: `<p>Acești termeni formează acordul dintre dumneavoastră și Fortuna Entertainment Ltd. Deschizând un cont, îi acceptați. Vă rugăm să îi citiți cu atenție.</p>
<h2>1. Contul dumneavoastră</h2>
<p>Trebuie să aveți cel puțin 18 ani și să aveți dreptul legal de a juca acolo unde locuiți. Puteți avea un singur cont, iar datele furnizate trebuie să fie reale și ale dumneavoastră.</p>
<h2>2. Depuneri și retrageri</h2>
<p>Depunerile trebuie făcute din metode de plată pe numele dumneavoastră. Înainte de prima retragere vă verificăm identitatea. Retragerile se plătesc, pe cât posibil, prin metoda folosită la depunere și vă putem cere să folosiți mai întâi rotirile gratuite sau să îndepliniți condițiile de rulaj ale bonusului.</p>
<h2>3. Bonusuri</h2>
<p>Fiecare bonus are propriile condiții de rulaj, afișate înainte de acceptare. Doar un bonus poate fi activ la un moment dat; celelalte așteaptă într-o coadă. Puteți anula oricând un bonus activ, ceea ce elimină suma bonusului și câștigurile din el.</p>
<h2>4. Jocuri</h2>
<p>Rezultatele sunt stabilite de generatoare de numere aleatorii certificate. Dacă un joc funcționează defectuos, pariurile afectate sunt anulate și rambursate. Regulile fiecărui joc sunt disponibile în joc.</p>
<h2>5. Închiderea și suspendarea conturilor</h2>
<p>Vă puteți închide contul oricând. Putem suspenda un cont în caz de fraudă, conturi multiple sau încălcarea acestor termeni și vă vom spune motivul, cu excepția cazului în care legea interzice acest lucru.</p>
<h2>6. Reclamații</h2>
<p>Trimiteți reclamațiile la support@fortuna.casino. Răspundem în 14 zile. Dacă nu sunteți mulțumit, vă puteți adresa serviciului independent de soluționare a litigiilor desemnat de autoritatea noastră de reglementare.</p>`,
    },
  },
  blocks: {
    'vip-club': {
      title: 'Club VIP',
      description: 'Manager personal, retrageri mai rapide și recompense pe măsură pentru cei mai fideli jucători.',
      body: `<p>Clubul nostru VIP este doar pe bază de invitație. Membrii au un manager de cont personal, retrageri procesate cu prioritate, limite mai mari și recompense alese după stilul lor de joc.</p><p>Invitațiile se bazează pe jocul pe termen lung, niciodată pe pierderi. Instrumentele de joc responsabil rămân disponibile pentru fiecare membru VIP.</p>`,
    },
    'welcome-offer': {
      title: 'Ofertă de bun venit',
      description: 'Un bonus la prima depunere, cu condiții de rulaj clare.',
      body: `<p>Jucătorii noi primesc un bonus de 100% la prima depunere, până la 200 EUR, cu o cerință de rulaj de 35 de ori valoarea bonusului.</p><p>Bonusul este opțional: îl puteți refuza în casierie. Condițiile complete se află în <a href="@terms-and-conditions">termenii și condițiile</a> noastre.</p>`,
    },
    'payment-methods': {
      title: 'Metode de plată',
      description: 'Depuneți și retrageți cu carduri, transferuri bancare și portofele electronice.',
      body: `<p>Depuneți cu carduri bancare, transferuri instant și portofele electronice populare. Depunerile sunt creditate imediat și nu percepem niciodată comisioane pentru ele.</p><p>Retragerile sunt verificate în 24 de ore și apoi plătite prin metoda cu care ați depus.</p>`,
    },
  },
  categories: {
    all: 'Toate jocurile',
    slots: 'Sloturi',
    jackpot: 'Jackpoturi',
    livegames: 'Cazinou live',
    tablegames: 'Jocuri de masă',
    'video-pokers': 'Video poker',
    'instant-win': 'Câștig instant',
  },
  banners: {
    welcome: { title: 'Bun venit la Fortuna', text: 'Bonus de 100% la prima depunere, până la 200 EUR.', cta: 'Înregistrare' },
    tournaments: { title: 'Turnee săptămânale', text: 'Urcați în clasament și împărțiți fondul de premii.', cta: 'Vezi turneele' },
  },
  seo: {
    home: {
      title: 'Fortuna Casino: sloturi, cazinou live și turnee',
      description:
        'Jucați sloturi, jocuri de masă și cazinou live la Fortuna, un cazinou online licențiat cu jocuri corecte și verificabile.',
    },
    promo: { title: 'Promoții | Fortuna Casino', description: 'Bonusuri, rotiri gratuite și cashback la Fortuna Casino.' },
    tournaments: { title: 'Turnee | Fortuna Casino', description: 'Participați la turnee de sloturi și luptați pentru fondul de premii.' },
    'sign-up': { title: 'Înregistrare | Fortuna Casino', description: 'Deschideți-vă contul Fortuna Casino într-un minut.' },
    fairness: {
      title: 'Jocuri cu corectitudine dovedită | Fortuna Casino',
      description: 'Verificați fiecare rundă a jocurilor noastre cu seed-ul serverului, seed-ul clientului și nonce-ul.',
    },
    contribution: { title: 'Contribuția jocurilor | Fortuna Casino', description: 'Cât contează fiecare joc la rulajul bonusului.' },
    'games-category': {
      title: 'Jocuri de cazinou | Fortuna Casino',
      description: 'Sloturi, jackpoturi, jocuri live și de masă după categorie și furnizor.',
    },
  },
};
