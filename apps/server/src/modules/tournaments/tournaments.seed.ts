import type { Locale, TournamentInput } from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import type { TournamentsRepository } from './tournaments.repository';
import type { TournamentGame } from './tournaments.service';

/** Catalogue slots flagged as tournament games (the catalogue is generated from a fixed seed). */
export const SEED_TOURNAMENT_SLOTS = ['caramel-bonanza', 'orbit-odyssey', 'witchs-brew', 'blazing-sevens', 'fruit-harvest'];

const DAY = 86_400_000;

const TITLES: Record<string, Record<Locale, string>> = {
  weekly: {
    en: 'Weekly Slot Race',
    de: 'Wöchentliches Slot-Rennen',
    es: 'Carrera semanal de slots',
    fi: 'Viikoittainen kolikkopelikisa',
    fr: 'Course hebdomadaire aux machines à sous',
    no: 'Ukentlig spilleautomatløp',
    pt: 'Corrida semanal de slots',
    pl: 'Cotygodniowy wyścig slotów',
    ro: 'Cursa săptămânală de sloturi',
  },
  multiplier: {
    en: 'Multiplier Masters',
    de: 'Meister der Multiplikatoren',
    es: 'Maestros del multiplicador',
    fi: 'Kertoimien mestarit',
    fr: 'Maîtres du multiplicateur',
    no: 'Multiplikatormestere',
    pt: 'Mestres do multiplicador',
    pl: 'Mistrzowie mnożników',
    ro: 'Maeștrii multiplicatorilor',
  },
  autumn: {
    en: 'Autumn Spin Cup',
    de: 'Herbst-Spin-Cup',
    es: 'Copa de giros de otoño',
    fi: 'Syksyn pyöräytyscup',
    fr: 'Coupe des tours d’automne',
    no: 'Høstens spinncup',
    pt: 'Taça de giros de outono',
    pl: 'Jesienny puchar spinów',
    ro: 'Cupa de rotiri de toamnă',
  },
};

const RULES: Record<string, Record<Locale, string>> = {
  sum: {
    en: 'Every real-money spin of at least 0.20 on the tournament slots counts. Your score is the total you win. Ties go to whoever got there first.',
    de: 'Jeder Echtgeld-Spin ab 0,20 an den Turnier-Slots zählt. Deine Punkte sind die Summe deiner Gewinne. Bei Gleichstand gewinnt, wer zuerst dort war.',
    es: 'Cuenta cada giro con dinero real de al menos 0,20 en los slots del torneo. Tu puntuación es el total que ganas. En caso de empate gana quien llegó primero.',
    fi: 'Jokainen vähintään 0,20:n oikean rahan pyöräytys turnauksen peleissä lasketaan. Pisteesi ovat voittojesi summa. Tasatilanteessa voittaa se, joka ehti ensin.',
    fr: 'Chaque tour en argent réel d’au moins 0,20 sur les machines du tournoi compte. Votre score est le total de vos gains. En cas d’égalité, le premier arrivé l’emporte.',
    no: 'Hvert spinn med ekte penger på minst 0,20 på turneringsautomatene teller. Poengsummen din er summen av gevinstene dine. Ved likt vinner den som kom dit først.',
    pt: 'Conta cada giro a dinheiro real de pelo menos 0,20 nas slots do torneio. A sua pontuação é o total que ganha. Em caso de empate, ganha quem lá chegou primeiro.',
    pl: 'Liczy się każdy spin za prawdziwe pieniądze o wartości co najmniej 0,20 na automatach turnieju. Twój wynik to suma wygranych. Przy remisie wygrywa ten, kto był pierwszy.',
    ro: 'Contează fiecare rotire cu bani reali de cel puțin 0,20 la sloturile turneului. Scorul tău este totalul câștigurilor. La egalitate câștigă cine a ajuns primul.',
  },
  multiplier: {
    en: 'Your best single win divided by its bet counts (x100 points). Bets of at least 0.50 on the tournament slots.',
    de: 'Es zählt dein bester Einzelgewinn geteilt durch den Einsatz (x100 Punkte). Einsätze ab 0,50 an den Turnier-Slots.',
    es: 'Cuenta tu mejor premio individual dividido por su apuesta (x100 puntos). Apuestas de al menos 0,50 en los slots del torneo.',
    fi: 'Paras yksittäinen voittosi jaettuna panoksella lasketaan (x100 pistettä). Vähintään 0,50:n panokset turnauksen peleissä.',
    fr: 'Votre meilleur gain divisé par sa mise compte (x100 points). Mises d’au moins 0,50 sur les machines du tournoi.',
    no: 'Din beste enkeltgevinst delt på innsatsen teller (x100 poeng). Innsatser på minst 0,50 på turneringsautomatene.',
    pt: 'Conta o seu melhor prémio dividido pela aposta (x100 pontos). Apostas de pelo menos 0,50 nas slots do torneio.',
    pl: 'Liczy się Twoja najlepsza pojedyncza wygrana podzielona przez stawkę (x100 punktów). Zakłady od 0,50 na automatach turnieju.',
    ro: 'Contează cel mai bun câștig împărțit la miză (x100 puncte). Mize de cel puțin 0,50 la sloturile turneului.',
  },
};

const base = (games: string[]) => ({
  currencies: ['EUR', 'USD', 'GBP', 'NOK', 'PLN', 'RON', 'BRL'],
  allowedStatuses: ['new', 'verified', 'trusted'] as TournamentInput['allowedStatuses'],
  joinMode: 'opt_in' as const,
  games,
  qualifyingGames: games,
  pointsTable: [],
  externalPlaces: 5,
  image: null,
});

/**
 * Three tournaments so the pages are alive on first start: a running weekly slot race, an upcoming
 * one and one already awarded (with its leaderboard). Idempotent by seoTitle; dates from the clock
 * at the first start.
 */
export async function seedTournaments(
  repository: TournamentsRepository,
  clock: Clock,
  gamesOf: (urls: string[], locale: Locale) => Promise<TournamentGame[]>,
) {
  if (await repository.bySeoTitle('weekly-slot-race')) return;
  const games = await gamesOf(SEED_TOURNAMENT_SLOTS, 'en');
  if (!games.length) return;
  const urls = games.map((g) => g.url);
  const ids = games.map((g) => g.gameId);
  const now = clock.now();
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const stamp = { createdAt: now, updatedAt: now };

  await repository.insert({
    ...base(urls),
    ...stamp,
    seoTitle: 'weekly-slot-race',
    title: TITLES.weekly,
    rules: RULES.sum,
    type: 'win-sum',
    state: 'active',
    startsAt: at(-2),
    endsAt: at(5),
    gameIds: ids,
    minBet: 20,
    prizes: [
      { place: 1, amount: 50_000 },
      { place: 2, amount: 25_000 },
      { place: 3, amount: 10_000 },
      { place: 4, amount: 5_000 },
      { place: 5, amount: 2_500 },
    ],
  });
  await repository.insert({
    ...base(urls),
    ...stamp,
    seoTitle: 'multiplier-masters',
    title: TITLES.multiplier,
    rules: RULES.multiplier,
    type: 'multiplication-max',
    state: 'registration',
    startsAt: at(3),
    endsAt: at(10),
    gameIds: ids,
    minBet: 50,
    // places 4 and 5 win the bonus seed's templates (a 10 EUR bonus; 20 free spins of 0.20), with their wagering
    prizes: [
      { place: 1, amount: 30_000 },
      { place: 2, amount: 15_000 },
      { place: 3, amount: 5_000 },
      { place: 4, amount: 1_000, kind: 'bonus', bonusTemplate: 'promo-10', terms: { amount: 1_000, wagerRatio: 30 } },
      {
        place: 5,
        amount: 400,
        kind: 'freeSpins',
        bonusTemplate: 'free-spins-20',
        terms: { freeSpinsCount: 20, freeSpinsBet: 20, wagerRatio: 30 },
      },
    ],
  });
  const past = await repository.insert({
    ...base(urls),
    ...stamp,
    seoTitle: 'autumn-spin-cup',
    title: TITLES.autumn,
    rules: RULES.sum,
    type: 'win-sum',
    state: 'awarded',
    startsAt: at(-10),
    endsAt: at(-3),
    awardedAt: at(-3),
    gameIds: ids,
    minBet: 20,
    prizes: [
      { place: 1, amount: 20_000 },
      { place: 2, amount: 10_000 },
      { place: 3, amount: 5_000 },
    ],
  });
  // the finished cup's leaderboard (demo players, no accounts)
  const names = ['lu***y', 'ma***o', 'sp***n', 'ac***e', 'fo***a', 'ni***t'];
  for (const [i, nickname] of names.entries())
    await repository.join({
      tournamentId: past.id,
      playerId: `00000000-0000-4000-8000-00000000000${i + 1}`,
      nickname,
      currency: 'EUR',
      score: 184_250 - i * 23_110,
      reachedAt: at(-4 - i / 10),
      joinedAt: at(-10),
    });
}
