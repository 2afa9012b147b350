import type { LocaleSeed } from '../types';

export const fi: LocaleSeed = {
  pages: {
    'about-us': {
      title: 'Tietoa meistä',
      description: 'Kuka Fortuna Casinoa ylläpitää, millä luvalla toimimme ja mitä lupaamme pelaajillemme.',
      body: `<p>Fortuna Casino on Fortuna Entertainment Ltd:n ylläpitämä nettikasino. Tarjoamme kolikkopelejä, pöytäpelejä, live-pelejä oikeiden jakajien kanssa ja pikavoittopelejä omalta pelistudioltamme sekä riippumattomilta studioilta, ja joka viikko turnauksia ja kampanjoita.</p>
<h2>Lisensoitu ja valvottu</h2>
<p>Fortuna Entertainment Ltd:llä on rahapelitoiminnan etälisenssi, ja se toimii valvontaviranomaisensa alaisuudessa. Jokaisen pelin reiluus testataan, pelaajien varat pidetään erillään yhtiön varoista ja lisenssitietomme näkyvät jokaisen sivun alatunnisteessa.</p>
<h2>Reilua peliä, jonka voit tarkistaa itse</h2>
<p>Jokainen tulos tulee sertifioidusta satunnaislukugeneraattorista. Omissa peleissämme voit tarkistaa jokaisen kierroksen <a href="@fairness">reiluussivulla</a> palvelimen siemenen, oman asiakassiemenesi ja kierrosnumeron avulla.</p>
<h2>Turvallisesti ja vastuullisesti</h2>
<ul><li>Vain täysi-ikäiset, vähintään 18-vuotiaat, saavat pelata.</li><li>Talletusrajat, peliaikamuistutukset, tauot ja pelikiellot ovat aina käytettävissä tililläsi.</li><li>Tarkistamme jokaisen pelaajan henkilöllisyyden ennen ensimmäistä kotiutusta.</li></ul>
<h2>Yhteystiedot</h2>
<p>Asiakastukemme vastaa suomeksi, englanniksi, saksaksi, espanjaksi, ranskaksi, norjaksi, portugaliksi, puolaksi ja romaniaksi joka päivä klo 08.00–24.00 CET live-chatissa tai osoitteessa support@fortuna.casino.</p>`,
    },
    'cookie-policy': {
      title: 'Evästekäytäntö',
      description: 'Mitä evästeitä Fortuna Casino käyttää, miksi ja miten voit hallita niitä.',
      body: `<p>Tämä käytäntö kertoo, mitä evästeitä ja vastaavia tekniikoita Fortuna Casino käyttää ja miten voit hallita niitä. Eväste on pieni tekstitiedosto, jonka verkkosivusto tallentaa selaimeesi.</p>
<h2>Välttämättömät evästeet</h2>
<p>Nämä evästeet pitävät sinut kirjautuneena, muistavat kielesi, suojaavat lomakkeita väärinkäytöltä ja pitävät istuntosi turvassa. Sivusto ei toimi ilman niitä, joten niitä ei voi poistaa käytöstä.</p>
<ul><li><strong>fortuna_session</strong>: pitää sinut kirjautuneena pelatessasi (vanhenee uloskirjautuessa).</li><li><strong>locale</strong>: muistaa valitsemasi kielen (yksi vuosi).</li><li><strong>fortuna_ref</strong>: muistaa, mikä yhteistyökumppani ohjasi sinut meille, jotta se voidaan huomioida rekisteröitymisessäsi (yksi kuukausi).</li></ul>
<h2>Suorituskykyevästeet</h2>
<p>Suostumuksellasi mittaamme sivuston käyttöä, esimerkiksi mitkä sivut latautuvat hitaasti, jotta voimme parantaa sitä. Tiedot yhdistetään eikä niitä koskaan käytetä tunnistamiseesi.</p>
<h2>Evästeiden hallinta</h2>
<p>Voit poistaa tai estää evästeet selaimesi asetuksista milloin tahansa. Jos estät välttämättömät evästeet, et voi kirjautua sisään etkä pelata oikealla rahalla.</p>
<h2>Muutokset</h2>
<p>Päivitämme tätä käytäntöä, kun muutamme käyttämiämme evästeitä. Viimeisimmän päivityksen päivämäärä näkyy tämän sivun alalaidassa.</p>`,
    },
    'privacy-notice': {
      title: 'Tietosuojaseloste',
      description: 'Miten Fortuna Casino kerää, käyttää ja suojaa henkilötietojasi.',
      body: `<p>Fortuna Entertainment Ltd. on rekisterinpitäjä henkilötiedoille, jotka annat meille käyttäessäsi Fortuna Casinoa. Käsittelemme tietojasi EU:n yleisen tietosuoja-asetuksen (GDPR) mukaisesti.</p>
<h2>Keräämämme tiedot</h2>
<ul><li>Tilitiedot: nimimerkki, sähköpostiosoite, salasana (tallennetaan vain turvallisena tiivisteenä), valuutta ja kieli.</li><li>Henkilöllisyystiedot: nimi, syntymäaika, osoite ja henkilöllisyysasiakirjat, joita laki edellyttää ennen kotiutuksia.</li><li>Tapahtuma- ja pelitiedot: talletukset, kotiutukset, panokset, voitot ja bonukset.</li><li>Tekniset tiedot: IP-osoite, laite ja selain, turvallisuutta ja petosten estämistä varten.</li></ul>
<h2>Mihin käytämme tietoja</h2>
<p>Käytämme tietojasi tilisi ylläpitoon, lakisääteisten velvoitteidemme täyttämiseen (iän ja henkilöllisyyden tarkistus, rahanpesun estäminen, vastuullinen pelaaminen), sivuston suojaamiseen ja vain suostumuksellasi kampanjoiden lähettämiseen.</p>
<h2>Oikeutesi</h2>
<p>Voit pyytää kopion tiedoistasi, oikaista niitä, rajoittaa niiden käyttöä tai vastustaa sitä tai pyytää niiden poistamista, kun laki sen sallii. Profiilistasi tehtyihin pyyntöihin vastataan kuukauden kuluessa.</p>
<h2>Säilytys ja luovutus</h2>
<p>Säilytämme tili- ja tapahtumatiedot niin kauan kuin laki edellyttää, yleensä viisi vuotta tilin sulkemisen jälkeen. Luovutamme tietoja vain maksupalveluille, henkilöllisyyden tarkistuspalveluille ja viranomaisille, kun laki meitä siihen velvoittaa.</p>`,
    },
    'responsible-gaming': {
      title: 'Vastuullinen pelaaminen',
      description: 'Työkaluja ja neuvoja, jotta pelaaminen pysyy hauskana: rajat, muistutukset, tauot ja pelikielto.',
      body: `<p>Rahapelien kuuluu olla viihdettä, ei keino ansaita rahaa tai paeta ongelmia. Fortuna Casino antaa sinulle työkalut pitää pelaaminen hallinnassa, ja tiimimme on koulutettu auttamaan.</p>
<h2>Työkalut tililläsi</h2>
<ul><li><strong>Talletusraja</strong>: päivä-, viikko- tai kuukausikohtainen. Pienempi raja tulee voimaan heti; korottaminen tai poistaminen kestää 24 tuntia.</li><li><strong>Peliaikamuistutus</strong>: ilmoitus 15, 30, 45 tai 60 minuutin välein peliajasta, panoksista ja voitoista.</li><li><strong>Tauko</strong>: 24 tunnin tai 7 päivän tauko.</li><li><strong>Pelikielto</strong>: 1, 2 tai 3 kuukautta tai toistaiseksi.</li></ul>
<p>Voit asettaa nämä kaikki <a href="@player-exclusion">rajat-sivulla</a>.</p>
<h2>Varoitusmerkit</h2>
<p>Pidä taukoa, jos käytät enemmän kuin suunnittelit, yrität voittaa häviöitä takaisin, lainaat rahaa pelaamiseen tai tunnet levottomuutta, kun et pelaa.</p>
<h2>Mistä saa apua</h2>
<p>Maksutonta ja luottamuksellista apua tarjoavat esimerkiksi Peluuri (0800 100 101) ja Nimettömät Pelurit. Asiakastukemme voi myös sulkea tilisi heti pyynnöstäsi.</p>
<h2>Alaikäisten suojelu</h2>
<p>Alle 18-vuotias ei voi avata tiliä. Tarkistamme jokaisen pelaajan iän ja suosittelemme lapsilukko-ohjelmistoa yhteisiin laitteisiin.</p>`,
    },
    'terms-and-conditions': {
      title: 'Käyttöehdot',
      description: 'Fortuna Casinon tiliä, talletuksia, kotiutuksia, bonuksia ja pelejä koskevat säännöt.',
      body: `<p>Nämä ehdot muodostavat sopimuksen sinun ja Fortuna Entertainment Ltd:n välillä. Avaamalla tilin hyväksyt ne. Lue ne huolellisesti.</p>
<h2>1. Tilisi</h2>
<p>Sinun on oltava vähintään 18-vuotias ja sinulla on oltava laillinen oikeus pelata asuinpaikassasi. Sinulla voi olla vain yksi tili, ja antamiesi tietojen on oltava oikeita ja omiasi.</p>
<h2>2. Talletukset ja kotiutukset</h2>
<p>Talletusten on tultava omissa nimissäsi olevista maksutavoista. Ennen ensimmäistä kotiutusta tarkistamme henkilöllisyytesi. Kotiutukset maksetaan mahdollisuuksien mukaan talletukseen käytettyyn maksutapaan, ja voimme pyytää sinua käyttämään ensin ilmaiskierrokset tai täyttämään bonuksen kierrätysehdot.</p>
<h2>3. Bonukset</h2>
<p>Jokaisella bonuksella on oma kierrätysvaatimuksensa, joka näytetään ennen hyväksymistä. Vain yksi bonus voi olla aktiivinen kerrallaan; muut odottavat jonossa. Voit peruuttaa aktiivisen bonuksen milloin tahansa, jolloin bonussumma ja sen voitot poistuvat.</p>
<h2>4. Pelit</h2>
<p>Pelien tulokset ratkaisevat sertifioidut satunnaislukugeneraattorit. Jos peli toimii virheellisesti, asianomaiset panokset mitätöidään ja palautetaan. Kunkin pelin säännöt löytyvät itse pelistä.</p>
<h2>5. Tilin sulkeminen ja jäädyttäminen</h2>
<p>Voit sulkea tilisi milloin tahansa. Voimme jäädyttää tilin petoksen, useiden tilien tai näiden ehtojen rikkomisen vuoksi ja kerromme syyn, ellei laki sitä kiellä.</p>
<h2>6. Valitukset</h2>
<p>Lähetä valitukset osoitteeseen support@fortuna.casino. Vastaamme 14 päivän kuluessa. Jos et ole tyytyväinen, voit viedä asian valvontaviranomaisemme nimeämän riippumattoman riidanratkaisupalvelun käsiteltäväksi.</p>`,
    },
  },
  blocks: {
    'vip-club': {
      title: 'VIP-klubi',
      description: 'Henkilökohtainen yhteyshenkilö, nopeammat kotiutukset ja räätälöidyt palkinnot uskollisimmille pelaajillemme.',
      body: `<p>VIP-klubiimme pääsee vain kutsusta. Jäsenet saavat henkilökohtaisen asiakkuusvastaavan, etusijalla käsiteltävät kotiutukset, korkeammat rajat ja pelityyliin sopivat palkinnot.</p><p>Kutsut perustuvat pitkäaikaiseen pelaamiseen, eivät koskaan häviöihin. Vastuullisen pelaamisen työkalut ovat jokaisen VIP-jäsenen käytettävissä.</p>`,
    },
    'welcome-offer': {
      title: 'Tervetuliaistarjous',
      description: 'Bonus ensimmäisestä talletuksesta selkein kierrätysehdoin.',
      body: `<p>Uudet pelaajat saavat 100 % bonuksen ensimmäisestä talletuksesta, enintään 200 EUR, kierrätysvaatimuksella 35 kertaa bonussumma.</p><p>Bonus on vapaaehtoinen: voit kieltäytyä siitä kassalla. Kaikki ehdot löytyvät <a href="@terms-and-conditions">käyttöehdoistamme</a>.</p>`,
    },
    'payment-methods': {
      title: 'Maksutavat',
      description: 'Talleta ja kotiuta korteilla, pankkisiirroilla ja sähkölompakoilla.',
      body: `<p>Talleta pankkikorteilla, pikapankkisiirroilla ja suosituilla sähkölompakoilla. Talletukset näkyvät tililläsi heti, emmekä koskaan peri niistä kuluja.</p><p>Kotiutukset tarkistetaan 24 tunnin kuluessa ja maksetaan sitten maksutapaan, jolla talletit.</p>`,
    },
  },
  categories: {
    all: 'Kaikki pelit',
    slots: 'Kolikkopelit',
    jackpot: 'Jättipotit',
    livegames: 'Live-kasino',
    tablegames: 'Pöytäpelit',
    'video-pokers': 'Videopokeri',
    'instant-win': 'Pikavoitot',
  },
  banners: {
    welcome: { title: 'Tervetuloa Fortunaan', text: '100 % bonus ensimmäisestä talletuksesta, enintään 200 EUR.', cta: 'Rekisteröidy' },
    tournaments: { title: 'Viikoittaiset turnaukset', text: 'Nouse tulostaululla ja jaa palkintopotti.', cta: 'Katso turnaukset' },
  },
  seo: {
    home: {
      title: 'Fortuna Casino: kolikkopelit, live-kasino ja turnaukset',
      description:
        'Pelaa kolikkopelejä, pöytäpelejä ja live-kasinoa Fortunassa, lisensoidussa nettikasinossa, jonka pelit ovat reiluja ja tarkistettavia.',
    },
    promo: { title: 'Kampanjat | Fortuna Casino', description: 'Bonuksia, ilmaiskierroksia ja käteispalautusta Fortuna Casinolla.' },
    tournaments: { title: 'Turnaukset | Fortuna Casino', description: 'Osallistu kolikkopeliturnauksiin ja kilpaile palkintopoteista.' },
    'sign-up': { title: 'Rekisteröidy | Fortuna Casino', description: 'Avaa Fortuna Casino -tilisi minuutissa.' },
    fairness: {
      title: 'Todistettavasti reilut pelit | Fortuna Casino',
      description: 'Tarkista jokainen pelikierros palvelimen siemenellä, asiakassiemenellä ja noncella.',
    },
    contribution: {
      title: 'Pelien osuus kierrätyksestä | Fortuna Casino',
      description: 'Kuinka paljon kukin peli kerryttää bonuksen kierrätystä.',
    },
    'games-category': {
      title: 'Kasinopelit | Fortuna Casino',
      description: 'Kolikkopelit, jättipotit, live- ja pöytäpelit kategorioittain ja pelintarjoajittain.',
    },
  },
};
