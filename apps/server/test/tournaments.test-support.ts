import type { TournamentInput } from '@fortuna/contracts';
import { operatorHeaders, type TestApp } from './helpers';

export { operatorHeaders };

/** The qualifying slot of the tests (a catalogue game the in-house studio plays). */
export const SLOT = 'pharaoh-lines';
/** the same slot's id on the game server (what the seamless wallet's calls name) */
export const SLOT_GAME_ID = 'fortuna-pharaoh-lines';

let serial = 0;
/** A tournament input starting in `startsInMs` and lasting `lastsMs` (clock of the app). */
export function tournamentInput(
  t: Pick<TestApp, 'clock'>,
  overrides: Partial<TournamentInput> = {},
  startsInMs = 3_600_000,
  lastsMs = 86_400_000,
) {
  const start = t.clock.now().getTime() + startsInMs;
  return {
    seoTitle: `weekly-slots-${Date.now().toString(36)}-${serial++}`,
    title: { en: 'Weekly slots', de: 'Wöchentliche Slots' },
    rules: { en: 'Win the most.' },
    type: 'win-sum',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + lastsMs).toISOString(),
    games: [SLOT],
    minBet: 10,
    currencies: ['EUR'],
    allowedStatuses: ['new', 'verified', 'trusted'],
    prizes: [
      { place: 1, amount: 10_000 },
      { place: 2, amount: 5_000 },
    ],
    ...overrides,
  } as TournamentInput;
}

/** Creates a tournament through the operator endpoint; returns its id. */
export async function createTournament(
  t: Pick<TestApp, 'app' | 'clock'>,
  overrides: Partial<TournamentInput> = {},
  startsInMs?: number,
  lastsMs?: number,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/tournaments',
    headers: operatorHeaders(),
    payload: tournamentInput(t, overrides, startsInMs, lastsMs),
  });
  if (res.statusCode !== 200) throw new Error(`create ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}
