import type { LocaleSeed } from '../types';

export const pl: LocaleSeed = {
  pages: {
    'about-us': {
      title: 'O nas',
      description: 'Kto prowadzi Fortuna Casino, na podstawie jakiej licencji i co obiecujemy naszym graczom.',
      body: `<p>Fortuna Casino to kasyno internetowe prowadzone przez Fortuna Entertainment Ltd. Oferujemy automaty, gry stołowe, gry z krupierem na żywo i gry z natychmiastową wygraną z naszego własnego studia i od niezależnych studiów, a co tydzień turnieje i promocje.</p>
<h2>Licencja i nadzór</h2>
<p>Fortuna Entertainment Ltd. posiada licencję na gry hazardowe online i działa pod nadzorem swojego regulatora. Każda gra jest sprawdzana pod kątem uczciwości, środki graczy są przechowywane oddzielnie od środków firmy, a dane naszej licencji znajdują się w stopce każdej strony.</p>
<h2>Uczciwa gra, którą możesz sprawdzić</h2>
<p>Każdy wynik pochodzi z certyfikowanego generatora liczb losowych. W naszych własnych grach możesz sprawdzić każdą rundę na <a href="@fairness">stronie uczciwości</a> za pomocą ziarna serwera, swojego ziarna klienta i numeru rundy.</p>
<h2>Bezpiecznie i odpowiedzialnie</h2>
<ul><li>Grać mogą wyłącznie osoby pełnoletnie, które ukończyły 18 lat.</li><li>Limity wpłat, przypomnienia o czasie gry, przerwy i samowykluczenie są zawsze dostępne na Twoim koncie.</li><li>Przed pierwszą wypłatą weryfikujemy tożsamość każdego gracza.</li></ul>
<h2>Kontakt</h2>
<p>Nasz zespół obsługi odpowiada po polsku, angielsku, niemiecku, hiszpańsku, fińsku, francusku, norwesku, portugalsku i rumuńsku, codziennie od 08:00 do 24:00 CET, na czacie na żywo lub pod adresem support@fortuna.casino.</p>`,
    },
    'cookie-policy': {
      title: 'Polityka plików cookie',
      description: 'Jakich plików cookie używa Fortuna Casino, w jakim celu i jak możesz nimi zarządzać.',
      body: `<p>Niniejsza polityka wyjaśnia, jakich plików cookie i podobnych technologii używa Fortuna Casino oraz jak możesz nimi zarządzać. Plik cookie to mały plik tekstowy zapisywany przez stronę w Twojej przeglądarce.</p>
<h2>Niezbędne pliki cookie</h2>
<p>Te pliki cookie utrzymują Cię zalogowanym, zapamiętują język, chronią formularze przed nadużyciami i zabezpieczają sesję. Strona nie działa bez nich, dlatego nie można ich wyłączyć.</p>
<ul><li><strong>fortuna_session</strong>: utrzymuje Cię zalogowanym podczas gry (wygasa po wylogowaniu).</li><li><strong>locale</strong>: zapamiętuje wybrany język (jeden rok).</li><li><strong>fortuna_ref</strong>: zapamiętuje partnera, który Cię do nas skierował, aby uwzględnić go przy rejestracji (jeden miesiąc).</li></ul>
<h2>Pliki cookie wydajności</h2>
<p>Za Twoją zgodą mierzymy sposób korzystania ze strony, na przykład które strony wolno się ładują, aby ją ulepszać. Dane są zbiorcze i nigdy nie służą do identyfikacji.</p>
<h2>Zarządzanie plikami cookie</h2>
<p>W każdej chwili możesz usunąć lub zablokować pliki cookie w ustawieniach przeglądarki. Jeśli zablokujesz niezbędne pliki cookie, nie będziesz mógł się zalogować ani grać na prawdziwe pieniądze.</p>
<h2>Zmiany</h2>
<p>Aktualizujemy tę politykę, gdy zmieniamy używane pliki cookie. Data ostatniej aktualizacji znajduje się na dole tej strony.</p>`,
    },
    'privacy-notice': {
      title: 'Informacja o prywatności',
      description: 'Jak Fortuna Casino zbiera, wykorzystuje i chroni Twoje dane osobowe.',
      body: `<p>Fortuna Entertainment Ltd. jest administratorem danych osobowych, które przekazujesz nam, korzystając z Fortuna Casino. Przetwarzamy Twoje dane zgodnie z Ogólnym rozporządzeniem o ochronie danych (RODO).</p>
<h2>Jakie dane zbieramy</h2>
<ul><li>Dane konta: pseudonim, adres e-mail, hasło (przechowywane wyłącznie jako bezpieczny skrót), waluta i język.</li><li>Dane tożsamości: imię i nazwisko, data urodzenia, adres i dokumenty tożsamości, wymagane prawem przed wypłatą.</li><li>Dane transakcji i gier: wpłaty, wypłaty, zakłady, wygrane i bonusy.</li><li>Dane techniczne: adres IP, urządzenie i przeglądarka, w celach bezpieczeństwa i zapobiegania oszustwom.</li></ul>
<h2>W jakim celu je wykorzystujemy</h2>
<p>Wykorzystujemy Twoje dane, aby prowadzić Twoje konto, wypełniać obowiązki prawne (weryfikacja wieku i tożsamości, przeciwdziałanie praniu pieniędzy, odpowiedzialna gra), chronić stronę oraz, wyłącznie za Twoją zgodą, wysyłać Ci oferty promocyjne.</p>
<h2>Twoje prawa</h2>
<p>Możesz zażądać kopii swoich danych, ich sprostowania, ograniczenia przetwarzania, wnieść sprzeciw lub zażądać usunięcia danych, jeśli prawo na to pozwala. Na wnioski złożone z profilu odpowiadamy w ciągu miesiąca.</p>
<h2>Przechowywanie i udostępnianie</h2>
<p>Dane konta i transakcji przechowujemy tak długo, jak wymaga tego prawo, zwykle pięć lat po zamknięciu konta. Udostępniamy dane wyłącznie dostawcom płatności, usługom weryfikacji tożsamości i organom władzy, gdy zobowiązuje nas do tego prawo.</p>`,
    },
    'responsible-gaming': {
      title: 'Odpowiedzialna gra',
      description: 'Narzędzia i porady, dzięki którym hazard pozostaje rozrywką: limity, przypomnienia, przerwy i samowykluczenie.',
      body: `<p>Hazard ma być rozrywką, nigdy sposobem na zarabianie pieniędzy ani ucieczką od problemów. Fortuna Casino daje Ci narzędzia, by zachować kontrolę, a nasz zespół jest przeszkolony, by pomóc.</p>
<h2>Narzędzia na Twoim koncie</h2>
<ul><li><strong>Limit wpłat</strong>: dzienny, tygodniowy lub miesięczny. Niższy limit obowiązuje od razu; podwyższenie lub usunięcie trwa 24 godziny.</li><li><strong>Przypomnienie o czasie gry</strong>: komunikat co 15, 30, 45 lub 60 minut z czasem gry, zakładami i wygranymi.</li><li><strong>Przerwa</strong>: 24 godziny lub 7 dni.</li><li><strong>Samowykluczenie</strong>: 1, 2 lub 3 miesiące albo na czas nieokreślony.</li></ul>
<p>Wszystko ustawisz na <a href="@player-exclusion">stronie limitów</a>.</p>
<h2>Sygnały ostrzegawcze</h2>
<p>Zrób przerwę, jeśli wydajesz więcej, niż planowałeś, próbujesz odegrać straty, pożyczasz pieniądze na grę lub czujesz niepokój, gdy nie grasz.</p>
<h2>Gdzie szukać pomocy</h2>
<p>Bezpłatną i poufną pomoc oferują m.in. Anonimowi Hazardziści oraz telefon zaufania Krajowego Centrum Przeciwdziałania Uzależnieniom. Nasz zespół obsługi może też na Twoją prośbę natychmiast zamknąć konto.</p>
<h2>Ochrona nieletnich</h2>
<p>Nikt poniżej 18 roku życia nie może założyć konta. Weryfikujemy wiek każdego gracza i zalecamy oprogramowanie kontroli rodzicielskiej na współdzielonych urządzeniach.</p>`,
    },
    'terms-and-conditions': {
      title: 'Regulamin',
      description: 'Zasady dotyczące konta w Fortuna Casino, wpłat, wypłat, bonusów i gier.',
      body: `<p>Niniejszy regulamin stanowi umowę między Tobą a Fortuna Entertainment Ltd. Zakładając konto, akceptujesz go. Przeczytaj go uważnie.</p>
<h2>1. Twoje konto</h2>
<p>Musisz mieć ukończone 18 lat i mieć prawo do gry w miejscu zamieszkania. Możesz posiadać tylko jedno konto, a podane dane muszą być prawdziwe i dotyczyć Ciebie.</p>
<h2>2. Wpłaty i wypłaty</h2>
<p>Wpłaty muszą pochodzić z metod płatności na Twoje nazwisko. Przed pierwszą wypłatą weryfikujemy Twoją tożsamość. Wypłaty trafiają w miarę możliwości na metodę użytą do wpłaty, a możemy poprosić o wcześniejsze wykorzystanie darmowych spinów lub spełnienie wymogów obrotu bonusem.</p>
<h2>3. Bonusy</h2>
<p>Każdy bonus ma własny wymóg obrotu, pokazywany przed jego przyjęciem. Jednocześnie może być aktywny tylko jeden bonus; pozostałe czekają w kolejce. Aktywny bonus możesz anulować w każdej chwili, co usuwa kwotę bonusu i wygrane z niego.</p>
<h2>4. Gry</h2>
<p>Wyniki gier ustalają certyfikowane generatory liczb losowych. W razie awarii gry zakłady, których dotyczy, są unieważniane i zwracane. Zasady każdej gry są dostępne w samej grze.</p>
<h2>5. Zamknięcie i zawieszenie konta</h2>
<p>Możesz zamknąć konto w każdej chwili. Możemy zawiesić konto w przypadku oszustwa, posiadania wielu kont lub naruszenia regulaminu i podamy przyczynę, chyba że prawo tego zabrania.</p>
<h2>6. Reklamacje</h2>
<p>Reklamacje wysyłaj na adres support@fortuna.casino. Odpowiadamy w ciągu 14 dni. Jeśli nie jesteś zadowolony, możesz zwrócić się do niezależnego organu rozstrzygania sporów wskazanego przez naszego regulatora.</p>`,
    },
  },
  blocks: {
    'vip-club': {
      title: 'Klub VIP',
      description: 'Osobisty opiekun, szybsze wypłaty i nagrody dopasowane do naszych najwierniejszych graczy.',
      body: `<p>Do naszego klubu VIP można dołączyć wyłącznie na zaproszenie. Członkowie mają osobistego opiekuna konta, wypłaty obsługiwane priorytetowo, wyższe limity i nagrody dobrane do stylu gry.</p><p>Zaproszenia opierają się na długoterminowej grze, nigdy na przegranych. Narzędzia odpowiedzialnej gry pozostają dostępne dla każdego członka VIP.</p>`,
    },
    'welcome-offer': {
      title: 'Oferta powitalna',
      description: 'Bonus od pierwszej wpłaty z jasnymi warunkami obrotu.',
      body: `<p>Nowi gracze otrzymują bonus 100% od pierwszej wpłaty, do 200 EUR, z wymogiem obrotu równym 35-krotności kwoty bonusu.</p><p>Bonus jest dobrowolny: możesz go odrzucić w kasie. Pełne warunki znajdziesz w naszym <a href="@terms-and-conditions">regulaminie</a>.</p>`,
    },
    'payment-methods': {
      title: 'Metody płatności',
      description: 'Wpłacaj i wypłacaj kartą, przelewem bankowym i portfelem elektronicznym.',
      body: `<p>Wpłacaj kartą płatniczą, szybkim przelewem lub popularnymi portfelami elektronicznymi. Wpłaty są księgowane natychmiast i nigdy nie pobieramy za nie opłat.</p><p>Wypłaty sprawdzamy w ciągu 24 godzin, a następnie przekazujemy na metodę, którą wpłacałeś.</p>`,
    },
  },
  categories: {
    all: 'Wszystkie gry',
    slots: 'Automaty',
    jackpot: 'Jackpoty',
    livegames: 'Kasyno na żywo',
    tablegames: 'Gry stołowe',
    'video-pokers': 'Wideo poker',
    'instant-win': 'Natychmiastowe wygrane',
  },
  banners: {
    welcome: { title: 'Witamy w Fortunie', text: 'Bonus 100% od pierwszej wpłaty, do 200 EUR.', cta: 'Zarejestruj się' },
    tournaments: { title: 'Cotygodniowe turnieje', text: 'Awansuj w rankingu i zgarnij część puli nagród.', cta: 'Zobacz turnieje' },
  },
  seo: {
    home: {
      title: 'Fortuna Casino: automaty, kasyno na żywo i turnieje',
      description:
        'Graj w automaty, gry stołowe i kasyno na żywo w Fortunie, licencjonowanym kasynie online z uczciwymi, sprawdzalnymi grami.',
    },
    promo: { title: 'Promocje | Fortuna Casino', description: 'Bonusy, darmowe spiny i cashback w Fortuna Casino.' },
    tournaments: { title: 'Turnieje | Fortuna Casino', description: 'Weź udział w turniejach na automatach i walcz o pulę nagród.' },
    'sign-up': { title: 'Rejestracja | Fortuna Casino', description: 'Załóż konto w Fortuna Casino w minutę.' },
    fairness: {
      title: 'Udowodnialnie uczciwe gry | Fortuna Casino',
      description: 'Sprawdź każdą rundę naszych gier za pomocą ziarna serwera, ziarna klienta i numeru nonce.',
    },
    contribution: { title: 'Udział gier w obrocie | Fortuna Casino', description: 'Ile każda gra liczy się do wymogów obrotu bonusem.' },
    'games-category': {
      title: 'Gry kasynowe | Fortuna Casino',
      description: 'Automaty, jackpoty, gry na żywo i stołowe według kategorii i dostawcy.',
    },
  },
};
