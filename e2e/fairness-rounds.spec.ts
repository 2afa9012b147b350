import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { depositByApi, signUpWithProfile } from './cashier-support';
import { snap, VIEWPORTS } from './support';

/**
 * Provably fair for every game (issue 15, item 4): one real-money round of every slot engine (the
 * line slot with a bought feature, so its free spins are recomputed too), of every table and instant
 * game, and a bet at both live tables. The seed pair is rotated, then each round's "Verify" link in the
 * game history opens /fairness, which recomputes the round in Chromium with the engines' own code: the
 * commitment matches and the outcome is the one the game server recorded (its recall endpoint).
 */
type Obj = Record<string, any>;
interface Expected {
  kind: string;
  /** what /fairness must show: data-value, or for slots data-win and the last spin's grid */
  value?: string;
  win?: number;
  grid?: string[][];
}

async function openSession(request: APIRequestContext, url: string): Promise<string> {
  const launch = await request.post(`/api/game/real/${url}`, { headers: { 'content-type': 'application/json' } });
  expect(launch.status(), await launch.text()).toBe(200);
  const session = await request.post('/api/rgs/session', { data: { token: (await launch.json()).token } });
  expect(session.status(), await session.text()).toBe(200);
  return (await session.json()).sessionId as string;
}

/** Plays one round to its end (bet, then the actions a player would send). */
async function playRound(
  request: APIRequestContext,
  url: string,
  bet: unknown,
  next?: (state: Obj) => unknown,
): Promise<{ roundId: string; sessionId: string }> {
  const sessionId = await openSession(request, url);
  let res = await request.post('/api/rgs/play', { data: { sessionId, bet } });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  let body = await res.json();
  for (let guard = 0; body.round.status === 'open'; guard++) {
    expect(guard).toBeLessThan(300);
    res = await request.post('/api/rgs/play', { data: { sessionId, action: next!(body.round.state) } });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    body = await res.json();
  }
  return { roundId: body.round.roundId, sessionId };
}

async function recall(request: APIRequestContext, roundId: string): Promise<Obj> {
  const res = await request.get(`/api/rgs/rounds/${roundId}`);
  expect(res.status()).toBe(200);
  return (await res.json()).round;
}

const gridOf = (outcome: Obj): string[][] => outcome.window ?? outcome.grid ?? outcome.cascades[0].grid;

/** A bet at a live table in its betting phase; resolves with the table round it went into. */
async function liveBet(request: APIRequestContext, url: string, table: 'roulette' | 'baccarat', bets: unknown[]): Promise<{ seq: number }> {
  const sessionId = await openSession(request, url);
  for (let attempt = 0; attempt < 3; attempt++) {
    let state = await (await request.get(`/api/rgs/live/${table}?sessionId=${sessionId}`)).json();
    await expect
      .poll(async () => (state = await (await request.get(`/api/rgs/live/${table}?sessionId=${sessionId}`)).json()).round?.phase, {
        timeout: 40_000,
      })
      .toBe('betting');
    const res = await request.post('/api/rgs/live/bet', { data: { sessionId, roundId: state.round.roundId, bets } });
    if (res.status() === 200) return { seq: state.round.seq };
    expect(res.status(), await res.text()).toBe(409); // closed between our look and our bet: the next round
  }
  throw new Error('no live round took the bet');
}

test('every game’s real-money round is recomputed by /fairness in the browser', async ({ page }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpWithProfile(page, 'fair');
  expect((await depositByApi(page, 50_000)).status).toBe('ok');
  const request = page.request;
  const expected = new Map<string, Expected>();

  const slots: [string, string, unknown][] = [
    ['line-slot', 'caramel-bonanza', { amount: 20, buyBonus: true }],
    ['ways-slot', 'rhino-spirits-megaways', { amount: 100 }],
    ['cluster-slot', 'blood-moon-feast', { amount: 100 }],
    ['jackpot-slot', 'spartan-gates-jackpot-king', { amount: 100 }],
  ];
  for (const [engine, url, bet] of slots) {
    const { roundId } = await playRound(request, url, bet, () => ({ type: 'spin' }));
    const round = await recall(request, roundId);
    if (engine === 'line-slot') expect(round.state.freeSpinsPlayed).toBeGreaterThanOrEqual(10);
    expected.set(roundId, { kind: 'slot', win: round.win - round.jackpotWin, grid: gridOf(round.outcome) });
  }
  const tables: [string, unknown, ((s: Obj) => unknown) | undefined, (r: Obj) => Expected][] = [
    [
      'european-roulette',
      { bets: [{ type: 'red', amount: 100 }] },
      undefined,
      (r) => ({ kind: 'roulette', value: String(r.state.outcome.number) }),
    ],
    [
      'single-deck-blackjack',
      { amount: 100 },
      (s) => ({ type: s.actions.includes('noInsurance') ? 'noInsurance' : 'stand' }),
      (r) => ({ kind: 'blackjack', value: [...r.state.hands[0].cards.slice(0, 2), ...r.state.dealer.slice(0, 2)].join(',') }),
    ],
    [
      'joker-poker',
      { amount: 100 },
      () => ({ type: 'draw', hold: [true, true, true, true, true] }),
      (r) => ({ kind: 'poker', value: r.state.hand.join(',') }),
    ],
    [
      'dice-duel',
      { amount: 100, direction: 'under', target: 5000 },
      undefined,
      (r) => ({ kind: 'dice', value: (r.state.outcome.roll / 100).toFixed(2) }),
    ],
    [
      'rocket-crash',
      { amount: 100, autoCashout: 200 },
      () => ({ type: 'crash' }),
      (r) => ({ kind: 'crash', value: r.state.crashPoint.toFixed(2) }),
    ],
    [
      'gem-mines',
      { amount: 100, mines: 5 },
      (s) => (s.revealed.length ? { type: 'cashout' } : { type: 'reveal', tile: 12 }),
      (r) => ({ kind: 'mines', value: [...r.state.minePositions].sort((a: number, b: number) => a - b).join(',') }),
    ],
    ['fruit-scratch', { amount: 100 }, undefined, (r) => ({ kind: 'scratch', value: r.state.outcome.cells.join(',') })],
  ];
  let sessionId = '';
  for (const [url, bet, next, expect_] of tables) {
    const played = await playRound(request, url, bet, next);
    sessionId = played.sessionId;
    expected.set(played.roundId, expect_(await recall(request, played.roundId)));
  }
  // the player's seed pair is shared by all their games: one rotation reveals it for every round above
  const rotated = await request.post('/api/rgs/fairness/rotate', { data: { sessionId } });
  expect(rotated.status(), await rotated.text()).toBe(200);
  expect((await rotated.json()).revealed.nonces).toBe(slots.length + tables.length);

  // the live tables reveal each round's own seed with its result
  const [roulette, baccarat] = await Promise.all([
    liveBet(request, 'immersive-roulette', 'roulette', [{ type: 'red', amount: 100 }]),
    liveBet(request, 'football-studio', 'baccarat', [{ type: 'player', amount: 100 }]),
  ]);
  const history = async () => (await (await request.get('/api/history/rounds?page=1')).json()).collection as Obj[];
  await expect.poll(async () => (await history()).length, { timeout: 60_000 }).toBe(slots.length + tables.length + 2);
  for (const [table, seq] of [
    ['roulette', roulette.seq],
    ['baccarat', baccarat.seq],
  ] as const) {
    const state = await (await request.get(`/api/rgs/live/${table}`)).json();
    const round = (state.history as Obj[]).find((r) => r.seq === seq);
    const item = (await history()).find((r) => r.fairness?.engine === `live-${table}` && r.fairness.nonce === seq);
    if (!round || !item) throw new Error(`live ${table} round ${seq}: table history ${!!round}, game history ${!!item}`);
    expected.set(item.roundId, {
      kind: table === 'roulette' ? 'roulette' : 'baccarat',
      value: table === 'roulette' ? String(round.outcome.number) : round.outcome.winner,
    });
  }

  // the game history links each round to /fairness; the page recomputes it in the browser
  await page.goto('/player/history/games');
  const rows = page.getByTestId('round-row');
  await expect(rows).toHaveCount(expected.size);
  await snap(page, 'fairness-history-1280');
  const links = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      id: tr.getAttribute('data-round-id')!,
      href: tr.querySelector('[data-testid=verify-round]')!.getAttribute('href')!,
    })),
  );
  const kinds = new Set<string>();
  for (const { id, href } of links) {
    const want = expected.get(id)!;
    expect(want, id).toBeTruthy();
    expect(href).not.toContain('serverSeed=&');
    await page.goto(href);
    // the verifier loads the engines' code and replays the round in the page: slow on a loaded CI machine
    await expect(page.getByTestId('fairness-verdict'), href).toHaveAttribute('data-verdict', 'match', { timeout: 30_000 });
    const outcome = page.getByTestId('fairness-outcome');
    await expect(outcome).toHaveAttribute('data-kind', want.kind);
    if (want.kind === 'slot') {
      await expect(outcome).toHaveAttribute('data-win', String(want.win));
      expect(JSON.parse((await page.getByTestId('fairness-spin').last().getAttribute('data-grid'))!)).toEqual(want.grid);
      // the reels are drawn as symbols, one window per spin (free spins included)
      await expect(page.getByTestId('fairness-spin').first().getByRole('img').first()).toBeVisible();
      if (new URL(href, 'http://x').searchParams.get('buy') === '1') {
        expect(Number(await outcome.getAttribute('data-spins'))).toBeGreaterThanOrEqual(10);
        await snap(page, 'fairness-slot-bought-feature-1280');
      }
      kinds.add(new URL(href, 'http://x').searchParams.get('game')!);
    } else {
      await expect(outcome).toHaveAttribute('data-value', want.value!);
      kinds.add(new URL(href, 'http://x').searchParams.get('game')!);
    }
  }
  expect([...kinds].sort()).toEqual(
    [
      'line-slot',
      'ways-slot',
      'cluster-slot',
      'jackpot-slot',
      'roulette-european',
      'blackjack',
      'jacks-or-better-9-6',
      'dice',
      'crash',
      'mines',
      'scratch',
      'live-roulette',
      'live-baccarat',
    ].sort(),
  );
  await page.setViewportSize(VIEWPORTS.mobile);
  await snap(page, 'fairness-last-round-390');
});

test('/fairness lists the slot games, starts with no game chosen and refuses a game it does not know', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/fairness');
  const select = page.locator('select[name=game]');
  await expect(select).toHaveValue('');
  for (const slot of ['Line slot', 'Ways slot', 'Cluster slot', 'Jackpot slot'])
    await expect(select.locator('optgroup[label=Slots] option', { hasText: slot })).toHaveCount(1);
  await page.locator('input[name=serverSeed]').fill('any-seed');
  await page.getByRole('button', { name: 'Verify round' }).click();
  await expect(page.getByTestId('fairness-error')).toHaveAttribute('data-error', 'game');
  // a link with an engine the page does not know shows no outcome at all (never another game's)
  await page.goto('/fairness?game=slot-from-the-future&serverSeed=abc&clientSeed=c&nonce=0');
  await expect(page.getByTestId('fairness-error')).toHaveAttribute('data-error', 'game');
  await expect(page.getByTestId('fairness-outcome')).toHaveCount(0);
  await snap(page, 'fairness-unknown-game-1280');
  await page.setViewportSize(VIEWPORTS.mobile);
  await snap(page, 'fairness-unknown-game-390');
});

async function openSlotPanel(page: Page) {
  const frame = page.frameLocator('[data-testid=game-iframe]');
  await expect(frame.locator('[data-testid=slot-client]')).toBeVisible({ timeout: 30_000 });
  await frame.getByRole('button', { name: 'Provably fair' }).click();
  const panel = frame.getByTestId('fairness-panel');
  await expect(panel.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  return { frame, panel };
}

for (const viewport of [{ width: 1280, height: 900 }, VIEWPORTS.mobile]) {
  test(`the slot client has the provably-fair panel: client seed, rotation and its link to the verifier (${viewport.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/demo/caramel-bonanza');
    const opened = await openSlotPanel(page);
    const frame = opened.frame;
    let panel = opened.panel;
    await panel.locator('input[name=clientSeed]').fill(`slot-${viewport.width}`);
    await panel.getByRole('button', { name: 'Set' }).click();
    await expect(panel.getByTestId('client-seed')).toHaveText(`slot-${viewport.width}`);
    await expect(panel.getByTestId('nonce')).toHaveText('0');
    const committed = (await panel.getByTestId('seed-hash').textContent())!;
    await snap(page, `slot-fairness-panel-${viewport.width}`);
    await frame.getByRole('button', { name: 'Close', exact: true }).click();

    const client = frame.locator('[data-testid=slot-client]');
    await frame.getByTestId('spin').click();
    await expect(client).toHaveAttribute('data-plays', '1', { timeout: 20_000 });
    ({ panel } = await openSlotPanel(page));
    await expect(panel.getByTestId('nonce')).toHaveText('1');

    // the server may refuse a rotation (a round of the pair still open): its message is shown
    await page.route(
      '**/api/rgs/fairness/rotate',
      (route) =>
        route.fulfill({
          status: 409,
          json: { code: 6025, message: 'Finish the round in progress first: its seeds are revealed once it is over' },
        }),
      { times: 1 },
    );
    await panel.getByTestId('rotate-seed').click();
    await expect(panel.getByTestId('fairness-refused')).toHaveText(
      'Finish the round in progress first: its seeds are revealed once it is over',
    );
    await expect(panel.getByTestId('revealed-seed')).toHaveCount(0);

    await panel.getByTestId('rotate-seed').click();
    await expect(panel.getByTestId('revealed-seed')).toHaveAttribute('data-hash', committed);
    const verify = await panel.getByTestId('verify-last').getAttribute('href');
    expect(verify).toMatch(/game=line-slot/);
    await page.goto(verify!);
    // the verifier loads the engines' code and replays the round in the page: slow on a loaded CI machine
    await expect(page.getByTestId('fairness-verdict'), verify!).toHaveAttribute('data-verdict', 'match', { timeout: 30_000 });
    await expect(page.getByTestId('fairness-outcome')).toHaveAttribute('data-kind', 'slot');
    await expect(page.getByTestId('fairness-spin').first()).toBeVisible();
    await snap(page, `fairness-demo-slot-${viewport.width}`);
  });
}
