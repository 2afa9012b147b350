import type { Clock } from '../../platform/clock';
import type { BonusesRepository } from './bonuses.repository';
import { FREE_SPINS_GAME, t } from './bonuses.seed';
import { utcDay, type PromotionDaysRepository } from './promotion-days';

/** The seeded daily campaign (docs/bonuses.md, "Promotion days"). */
export const DAILY_CAMPAIGN = 'daily-spins';
export const DAILY_DAYS = 14;
/** deposits of at least 20 EUR in a day qualify */
export const DAILY_MIN_DEPOSIT = 2_000;

/**
 * A daily campaign so that `npm start` shows one: 14 days from the first start, each day on which the
 * player's deposits add up to 20 EUR grants 10 free spins on Pharaoh's Lines. Insert ... on conflict
 * do nothing, like the rest of the seed: a restart neither moves the days nor undoes an operator's edit.
 */
export async function seedPromotionDays(bonuses: BonusesRepository, days: PromotionDaysRepository, clock: Clock) {
  const now = clock.now();
  const startDate = utcDay(now);
  const end = new Date(Date.parse(`${startDate}T00:00:00.000Z`) + DAILY_DAYS * 86_400_000);
  await bonuses.seedTemplate({
    id: 'daily-spins-10',
    name: '10 daily free spins',
    kind: 'free_spins',
    percent: 0,
    amount: 0,
    wagerRatio: 30,
    maxBet: 500,
    conversionRatio: 5,
    validityDays: 3,
    freeSpinsGame: FREE_SPINS_GAME,
    freeSpinsCount: 10,
    freeSpinsBet: 20,
    minDeposit: 0,
    createdAt: now,
  });
  await bonuses.seedCampaign({
    id: DAILY_CAMPAIGN,
    templateId: 'daily-spins-10',
    type: 'daily',
    mutexTag: null,
    firstDepositOnly: false,
    public: true,
    enabled: true,
    startsAt: null,
    endsAt: end,
    sort: 5,
    title: t(
      '14 days of free spins',
      '14 Tage Freispiele',
      '14 días de giros gratis',
      '14 päivää ilmaiskierroksia',
      '14 jours de tours gratuits',
      '14 dager med gratisspinn',
      '14 dias de rodadas grátis',
      '14 dni darmowych spinów',
      '14 zile de rotiri gratuite',
    ),
    description: t(
      'Join, then deposit at least 20 EUR on any day of the promotion: that day you get 10 free spins on Pharaoh’s Lines. Winnings wager 30 times within 3 days, at most 5 times convert.',
      'Mach mit und zahle an einem Tag der Aktion mindestens 20 EUR ein: Dann bekommst du an diesem Tag 10 Freispiele für Pharaoh’s Lines. Gewinne setzt du 30-mal innerhalb von 3 Tagen um, höchstens das 5-Fache wird ausgezahlt.',
      'Únete y deposita al menos 20 EUR cualquier día de la promoción: ese día recibes 10 giros gratis en Pharaoh’s Lines. Las ganancias se apuestan 30 veces en 3 días; como máximo se convierten 5 veces.',
      'Liity ja talleta vähintään 20 euroa minä tahansa kampanjapäivänä: saat sinä päivänä 10 ilmaiskierrosta Pharaoh’s Lines -peliin. Voitot kierrätetään 30 kertaa 3 päivässä, enintään 5-kertaisesti rahaksi.',
      'Inscrivez-vous, puis déposez au moins 20 EUR un jour de la promotion : ce jour-là, vous recevez 10 tours gratuits sur Pharaoh’s Lines. Les gains se misent 30 fois en 3 jours, 5 fois au plus sont convertis.',
      'Bli med, og sett inn minst 20 EUR en dag i kampanjen: da får du 10 gratisspinn på Pharaoh’s Lines den dagen. Gevinster spilles gjennom 30 ganger innen 3 dager, høyst 5 ganger utbetales.',
      'Participe e deposite pelo menos 20 EUR em qualquer dia da promoção: nesse dia recebe 10 rodadas grátis no Pharaoh’s Lines. Os ganhos são apostados 30 vezes em 3 dias; no máximo 5 vezes convertem.',
      'Dołącz i wpłać co najmniej 20 EUR w dowolnym dniu promocji: tego dnia dostaniesz 10 darmowych spinów w Pharaoh’s Lines. Wygrane obracasz 30 razy w 3 dni, wypłacalne maks. 5-krotnie.',
      'Înscrie-te, apoi depune cel puțin 20 EUR în orice zi a promoției: în ziua respectivă primești 10 rotiri gratuite la Pharaoh’s Lines. Câștigurile se rulează de 30 de ori în 3 zile, cel mult de 5 ori se convertesc.',
    ),
    createdAt: now,
  });
  await days.seedRule({
    campaignId: DAILY_CAMPAIGN,
    startDate,
    days: DAILY_DAYS,
    condition: 'deposit',
    minAmount: DAILY_MIN_DEPOSIT,
    updatedAt: now,
  });
}
