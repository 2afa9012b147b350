import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  formatUtcDateTime,
  TOURNAMENT_LIST_LIMIT,
  TOURNAMENT_PAST_PAGE_SIZE,
  type Locale,
  type TournamentDetail,
  type TournamentInput,
  type TournamentLeader,
  type TournamentPlayerStatus,
  type TournamentStatus,
  type TournamentSummary,
  type TournamentType,
} from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { badRequest, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { WalletService } from '../wallet';
import { TOURNAMENT_EVENTS } from './tournaments.events';
import type { Standing, TournamentRow, TournamentsRepository } from './tournaments.repository';
import { checkJoin, maskLogin, type TournamentPlayer } from './tournaments.rules';
import { scoreRounds, type ScoringRules } from './tournaments.scoring';
import { createStandings } from './tournaments.standings';
import type { BonusPrizeTerms, PrizeRow } from './tournaments.tables';

/** A committed ledger transaction, as the wallet announces it (`wallet.transactionPosted`). */
export interface Posting {
  transactionId: string;
  kind: string;
  currency: string;
  amount: number;
  playerId: string | null;
  reference: string | null;
  gameId: string | null;
  roundId: string | null;
}

export interface TournamentGame {
  url: string;
  name: string;
  icon: string | null;
  /** the game server's id of the game (what a ledger posting names) */
  gameId: string;
}

export interface TournamentsServiceDeps {
  repository: TournamentsRepository;
  clock: Clock;
  events: EventBus;
  wallet: WalletService;
  playerOf: (playerId: string) => Promise<TournamentPlayer | null>;
  /** the catalogue's games by url (those that exist), in the player's language */
  gamesOf: (urls: string[], locale: Locale) => Promise<TournamentGame[]>;
  /** the catalogue's game urls in these lobby categories or of these studios (provider uris) */
  gamesIn?: (q: { categories: string[]; studios: string[] }) => Promise<string[]>;
  /** the studios that exist among these uris, with their names */
  studiosOf?: (uris: string[]) => Promise<{ uri: string; name: string }[]>;
  /** bonus prizes: a bonus template's kind and value (fixed: its amount; free spins: count x bet), null when unknown */
  bonusTemplateOf?: (id: string) => Promise<{ kind: string; value: number; terms: BonusPrizeTerms } | null>;
  /** grants a bonus template to a winner, once per grantKey (the bonus engine), on the terms fixed with the prize */
  grantBonus?: (input: {
    playerId: string;
    currency: string;
    templateId: string;
    grantKey: string;
    terms?: BonusPrizeTerms;
  }) => Promise<void>;
  /** the games that tournaments in registration or running qualify, after each lifecycle pass that changed them */
  onTournamentGames?: (urls: string[]) => Promise<void>;
  /** a leaderboard changed (the real-time push, throttled by its owner) */
  onStandingsChanged?: (tournamentId: number, playerId: string) => Promise<void>;
  /** test seam: runs after each prize is paid (a crash between two payments) */
  afterPrizePaid?: (tournamentId: number, place: number) => Promise<void>;
  /** how long the copy of the running tournaments is used (default ACTIVE_TOURNAMENTS_TTL_MS) */
  activeTtlMs?: number;
}

/** How many leaders the leaders tab shows at least. */
export const MIN_LEADERS = 10;
const LIFECYCLE_LEASE = 'tournaments-lifecycle';
/** how often a tournament by category or studio looks again for games the catalogue gained */
const QUALIFYING_REFRESH_MS = 60_000;
const LEASE_MS = 30_000;
/**
 * How long an instance scores postings against its copy of the running tournaments. Every change
 * this instance makes (a state moved by the lifecycle, an operator's edit or cancel, qualifying games
 * refreshed) drops the copy at once; a change made by another instance is seen within this time.
 * Ends are checked against the clock on every posting, so a tournament never scores after its end;
 * a start already waits for the lifecycle pass that moves it to active (every 5 s).
 */
export const ACTIVE_TOURNAMENTS_TTL_MS = 2_000;

/** What the site shows: an ended tournament still shows active until its prizes are paid. */
export function publicStatus(state: string): TournamentStatus {
  return state === 'registration' ? 'registration' : state === 'awarded' ? 'awarded' : 'active';
}

export function rulesOf(t: TournamentRow): ScoringRules {
  return { type: t.type as TournamentType, minBet: t.minBet, scoringGame: t.scoringGame, pointsTable: t.pointsTable };
}

const text = (m: Record<string, string>, locale: Locale) => m[locale] ?? m.en ?? Object.values(m)[0] ?? '';
const prizeOf = (t: TournamentRow, place: number) => t.prizes.find((p) => p.place === place)?.amount ?? 0;

export function createTournamentsService(deps: TournamentsServiceDeps) {
  const { clock, events } = deps;
  // the running tournaments, read at most once per ACTIVE_TOURNAMENTS_TTL_MS (postings read them on every spin)
  let active: { at: number; list: Promise<TournamentRow[]> } | null = null;
  const forgetActive = () => void (active = null);
  function activeTournaments(): Promise<TournamentRow[]> {
    const at = performance.now();
    if (active && at - active.at < (deps.activeTtlMs ?? ACTIVE_TOURNAMENTS_TTL_MS)) return active.list;
    const entry = { at, list: deps.repository.active() };
    active = entry;
    entry.list.catch(() => {
      if (active === entry) active = null;
    });
    return entry.list;
  }
  // every write to a tournament row drops the copy (after the write, so a read that starts later sees it)
  const writes =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await write(...args);
      } finally {
        forgetActive();
      }
    };
  const repository: TournamentsRepository = {
    ...deps.repository,
    insert: writes(deps.repository.insert),
    update: writes(deps.repository.update),
    updateIfUnchanged: writes(deps.repository.updateIfUnchanged),
    moveState: writes(deps.repository.moveState),
  };
  const standings = createStandings({ load: (id) => repository.board(id), now: () => performance.now() });
  const owner = randomUUID();

  function summary(t: TournamentRow, joined: boolean, participants: number, locale: Locale): TournamentSummary {
    return {
      id: t.id,
      seoTitle: t.seoTitle,
      title: text(t.title, locale),
      image: t.image,
      type: t.type as TournamentType,
      status: publicStatus(t.state),
      startDate: formatUtcDateTime(t.startsAt),
      endDate: formatUtcDateTime(t.endsAt),
      startsAt: t.startsAt.getTime(),
      endsAt: t.endsAt.getTime(),
      isPlayerJoined: joined,
      places: t.prizes.length,
      externalPlaces: t.externalPlaces,
      participants,
      prizePool: t.prizes.reduce((s, p) => s + p.amount, 0),
    };
  }

  const leader = (t: TournamentRow, s: Standing, playerId: string | null): TournamentLeader => ({
    place: s.place,
    nickname: s.nickname,
    points: s.score,
    isMe: s.playerId === playerId,
    prize: prizeOf(t, s.place),
  });

  async function visible(id: number): Promise<TournamentRow> {
    const t = await repository.byId(id);
    if (!t || t.state === 'cancelled') throw notFound('Tournament not found');
    return t;
  }

  /** Adds the player (idempotent); true when they were added now. */
  async function join(t: TournamentRow, playerId: string, player: TournamentPlayer): Promise<boolean> {
    const now = clock.now();
    const added = await repository.join({
      tournamentId: t.id,
      playerId,
      nickname: maskLogin(player.login),
      currency: player.currency,
      score: 0,
      reachedAt: now,
      joinedAt: now,
    });
    if (!added) return false;
    standings.put(t.id, { playerId, nickname: maskLogin(player.login), score: 0, reachedAt: now.getTime() });
    await deps.onStandingsChanged?.(t.id, playerId);
    return true;
  }

  /** One posting applied to one tournament, in one transaction; true when a score was recomputed. */
  async function apply(t: TournamentRow, p: Posting & { playerId: string }, roundId: string): Promise<boolean> {
    const now = clock.now();
    const entry = await repository.transaction(async (tx) => {
      const r = repository.withTx(tx);
      const participant = await r.lockParticipant(t.id, p.playerId);
      if (!participant) return null;
      // a redelivered posting (a retried settlement) is applied once
      if (!(await r.claimPosting(t.id, p.transactionId, now))) return null;
      let touched: boolean;
      if (p.kind === 'bet') {
        await r.addBet({
          tournamentId: t.id,
          roundId,
          playerId: p.playerId,
          gameId: p.gameId!,
          currency: p.currency,
          bet: p.amount,
          at: now,
        });
        touched = true;
      } else if (p.kind === 'win') {
        touched = p.amount > 0 && (await r.addWin(t.id, roundId, p.playerId, p.amount));
      } else {
        touched = await r.removeRound(t.id, roundId, p.playerId);
      }
      if (!touched) return null;
      const rounds = await r.roundsOf(t.id, p.playerId);
      const s = scoreRounds(rulesOf(t), rounds);
      const reachedAt = s.reachedAt ?? participant.joinedAt;
      await r.setScore(t.id, p.playerId, { score: s.score, reachedAt, rounds: s.rounds });
      return { playerId: p.playerId, nickname: participant.nickname, score: s.score, reachedAt: reachedAt.getTime() };
    });
    if (!entry) return false;
    standings.put(t.id, entry);
    return true;
  }

  /** Fixes the winners once, then pays each prize once through the ledger, then marks it awarded. */
  async function award(id: number): Promise<void> {
    const t = await repository.byId(id);
    if (!t || t.state !== 'awarding') return;
    await repository.transaction(async (tx) => {
      const r = repository.withTx(tx);
      const locked = await r.byId(id, true);
      if (!locked || locked.state !== 'awarding' || (await r.payouts(id)).length) return;
      const standings = await r.top(id, t.prizes.length);
      const rows = [];
      for (const s of standings) {
        const amount = prizeOf(t, s.place);
        if (s.score <= 0 || amount <= 0) continue;
        const p = await r.participant(id, s.playerId);
        rows.push({
          tournamentId: id,
          place: s.place,
          playerId: s.playerId,
          amount,
          currency: p!.currency,
          idempotencyKey: `tournament:${id}:place:${s.place}`,
        });
      }
      await r.insertPayouts(rows);
    });
    for (const payout of await repository.payouts(id)) {
      if (payout.paidAt) continue;
      const prize = t.prizes.find((p) => p.place === payout.place);
      const kind = prize?.kind ?? 'cash';
      let fresh = true;
      if (kind !== 'cash' && prize?.bonusTemplate && deps.grantBonus) {
        // the bonus engine grants once per grant key: a grant that ran before a crash (but was not marked) is not repeated
        await deps.grantBonus({
          playerId: payout.playerId,
          currency: payout.currency,
          templateId: prize.bonusTemplate,
          grantKey: payout.idempotencyKey,
          terms: prize.terms,
        });
        await repository.markPaid(id, payout.place, null, clock.now());
      } else {
        // the ledger's idempotency key makes a payment that ran before a crash (but was not marked) a replay
        const paid = await deps.wallet.runInTransaction(async (tx, ledger) => {
          const result = await ledger.credit({
            playerId: payout.playerId,
            currency: payout.currency,
            amount: payout.amount,
            kind: 'tournament_prize',
            idempotencyKey: payout.idempotencyKey,
            reference: `tournament:${id}`,
            metadata: { tournamentId: id, place: payout.place },
          });
          await repository.withTx(tx).markPaid(id, payout.place, result.transactionId, clock.now());
          return result;
        });
        fresh = !paid.replayed;
      }
      if (fresh)
        await events.emit(TOURNAMENT_EVENTS.prizeAwarded, {
          tournamentId: id,
          title: t.title,
          playerId: payout.playerId,
          place: payout.place,
          amount: payout.amount,
          currency: payout.currency,
          kind,
        });
      await deps.afterPrizePaid?.(id, payout.place);
    }
    const now = clock.now();
    if (await repository.moveState(id, 'awarding', 'awarded', now))
      await events.emit(TOURNAMENT_EVENTS.statusChanged, { tournamentId: id, status: 'awarded' });
  }

  /** `games` as checkGames returns them: the operator's own games in their order, then those their categories and studios bring */
  function row(input: TournamentInput, games: TournamentGame[], prizes: PrizeRow[], now: Date) {
    const idOf = new Map(games.map((g) => [g.url, g.gameId]));
    return {
      seoTitle: input.seoTitle,
      title: input.title as Record<string, string>,
      rules: input.rules as Record<string, string>,
      image: input.image,
      type: input.type,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      games: input.games,
      categories: input.categories,
      studios: input.studios,
      qualifyingGames: games.map((g) => g.url),
      gameIds: games.map((g) => g.gameId),
      scoringGame: input.scoringGame ? (idOf.get(input.scoringGame) ?? input.scoringGame) : null,
      minBet: input.minBet,
      currencies: input.currencies,
      allowedStatuses: input.allowedStatuses,
      joinMode: input.joinMode,
      prizes,
      pointsTable: input.pointsTable,
      externalPlaces: input.externalPlaces,
      updatedAt: now,
    };
  }

  /** the games of a tournament's categories and studios that the game server plays (not the explicit ones) */
  async function expand(q: { categories: string[]; studios: string[]; games: string[] }): Promise<TournamentGame[]> {
    if (!deps.gamesIn || q.categories.length + q.studios.length === 0) return [];
    const explicit = new Set(q.games);
    const urls = [...new Set(await deps.gamesIn(q))].filter((url) => !explicit.has(url)).slice(0, 2_000);
    return deps.gamesOf(urls, 'en');
  }

  /** The qualifying games of an operator's input: the named games must exist, and so must the studios. */
  async function checkGames(input: TournamentInput): Promise<TournamentGame[]> {
    const games = await deps.gamesOf(input.games, 'en');
    const known = new Set(games.map((g) => g.url));
    const missing = input.games.filter((g) => !known.has(g));
    if (missing.length) throw badRequest('Unknown games', { games: missing.map((g) => `unknown game ${g}`) });
    if (input.studios.length) {
      const found = new Set((await deps.studiosOf?.(input.studios))?.map((s) => s.uri) ?? input.studios);
      const unknown = input.studios.filter((uri) => !found.has(uri));
      if (unknown.length) throw badRequest('Unknown studios', { studios: unknown.map((uri) => `unknown studio ${uri}`) });
    }
    const all = [...games, ...(await expand(input))];
    if (all.length === 0) throw badRequest('No qualifying games', { games: ['the categories and studios have no playable games'] });
    if (input.type === 'multiplication-game-max' && !all.some((g) => g.url === input.scoringGame))
      throw badRequest('The scoring game does not qualify', { scoringGame: ['one of the qualifying games'] });
    return all;
  }

  /** The prize table as stored: a prize with a bonus template must name a fixed or free-spins template and carry its value. */
  async function checkPrizes(input: TournamentInput): Promise<PrizeRow[]> {
    const errors: string[] = [];
    const prizes: PrizeRow[] = [];
    for (const p of input.prizes) {
      if (!p.bonusTemplate) {
        prizes.push({ place: p.place, amount: p.amount });
        continue;
      }
      const template = deps.bonusTemplateOf ? await deps.bonusTemplateOf(p.bonusTemplate) : null;
      if (!template || (template.kind !== 'fixed' && template.kind !== 'free_spins'))
        errors.push(`place ${p.place}: ${p.bonusTemplate} is not a fixed or free-spins bonus template`);
      else if (template.value !== p.amount) errors.push(`place ${p.place}: amount must be the template's value ${template.value}`);
      else
        prizes.push({
          place: p.place,
          amount: p.amount,
          kind: template.kind === 'fixed' ? 'bonus' : 'freeSpins',
          bonusTemplate: p.bonusTemplate,
          terms: template.terms,
        });
    }
    if (errors.length) throw badRequest('Invalid prizes', { prizes: errors });
    return prizes;
  }

  /** Tells the catalogue which games tournaments qualify when that set changed (the lobby's tournament ribbon). */
  let announcedGames: string | null = null;
  async function announceTournamentGames() {
    if (!deps.onTournamentGames) return;
    const urls = await repository.openQualifyingGames();
    const key = urls.join(' ');
    if (key === announcedGames) return;
    await deps.onTournamentGames(urls);
    announcedGames = key;
  }

  /** Folds in the games a category or studio gained since (at most once a minute per tournament). */
  const refreshedAt = new Map<number, number>();
  async function refreshQualifying(t: TournamentRow, now: Date) {
    if (t.categories.length + t.studios.length === 0) return;
    if (now.getTime() - (refreshedAt.get(t.id) ?? -Infinity) < QUALIFYING_REFRESH_MS) return;
    refreshedAt.set(t.id, now.getTime());
    const added = (await expand(t)).filter((g) => !t.qualifyingGames.includes(g.url));
    if (added.length)
      await repository.updateIfUnchanged(t.id, t.updatedAt, {
        qualifyingGames: [...t.qualifyingGames, ...added.map((g) => g.url)],
        gameIds: [...t.gameIds, ...added.map((g) => g.gameId)],
        updatedAt: now,
      });
  }

  return {
    /** GET /tournament-list: active, future (limit 100) or past (3 per page) */
    async list(
      query: { status: 'active' | 'future' | 'past'; 'pagination[offset]'?: number; 'pagination[limit]'?: number; order?: 'ASC' | 'DESC' },
      playerId: string | null,
      locale: Locale,
    ) {
      const past = query.status === 'past';
      const states = past ? ['awarded'] : query.status === 'future' ? ['registration'] : ['active', 'awarding'];
      const limit = query['pagination[limit]'] ?? (past ? TOURNAMENT_PAST_PAGE_SIZE : TOURNAMENT_LIST_LIMIT);
      const order = query.order ?? (past ? 'DESC' : 'ASC');
      const { rows, total } = await repository.list(
        states,
        past ? 'endsAt' : query.status === 'future' ? 'startsAt' : 'endsAt',
        order,
        query['pagination[offset]'] ?? 0,
        limit,
      );
      const ids = rows.map((r) => r.id);
      const [joined, counts] = await Promise.all([
        playerId ? repository.joinedIds(playerId, ids) : Promise.resolve(new Set<number>()),
        repository.participantCounts(ids),
      ]);
      return { tournaments: rows.map((t) => summary(t, joined.has(t.id), counts.get(t.id) ?? 0, locale)), total };
    },

    /** GET /tournament/{id}: the conditions, leaders and games tabs, and the player's own place */
    async detail(id: number, playerId: string | null, locale: Locale): Promise<TournamentDetail> {
      const t = await visible(id);
      const shown = Math.max(MIN_LEADERS, t.prizes.length + t.externalPlaces);
      const [top, mine, participants, games, studios] = await Promise.all([
        standings.top(id, shown),
        playerId ? repository.participant(id, playerId) : Promise.resolve(undefined),
        standings.count(id),
        deps.gamesOf(t.qualifyingGames, locale),
        t.studios.length ? (deps.studiosOf?.(t.studios) ?? []) : [],
      ]);
      // whether the player is in, and their own score, come from their row (never stale); the others' from the board
      const place = mine ? await standings.placeOf(id, { ...mine, reachedAt: mine.reachedAt.getTime() }) : 0;
      const me = mine ? leader(t, { playerId: mine.playerId, nickname: mine.nickname, score: mine.score, place }, playerId) : null;
      return {
        ...summary(t, !!mine, participants, locale),
        rules: text(t.rules, locale),
        conditions: {
          minBet: t.minBet,
          currencies: t.currencies,
          allowedStatuses: t.allowedStatuses as TournamentPlayerStatus[],
          joinMode: t.joinMode as 'opt_in' | 'automatic',
          scoringGame: t.scoringGame,
          categories: t.categories,
          studios: studios.length ? studios : t.studios.map((uri) => ({ uri, name: uri })),
          prizes: t.prizes.map(({ place, amount, kind, terms }) => ({
            place,
            amount,
            kind: kind ?? 'cash',
            ...(terms?.wagerRatio !== undefined ? { wagerRatio: terms.wagerRatio } : {}),
          })),
          pointsTable: t.pointsTable,
        },
        leaders: top.map((s) => leader(t, s, playerId)),
        me,
        games: games.map(({ url, name, icon }) => ({ url, name, icon })),
      };
    },

    /** POST /tournament/{id}/join: sets isPlayerJoined on a registration or active tournament */
    async join(id: number, playerId: string) {
      const t = await visible(id);
      const player = await deps.playerOf(playerId);
      checkJoin(t, player);
      await join(t, playerId, player);
      return { id, isPlayerJoined: true };
    },

    /** Scores from the ledger: a bet, win or rollback of a round of a joined player (after commit). */
    async onPosting(p: Posting): Promise<void> {
      if (!p.playerId || (p.kind !== 'bet' && p.kind !== 'win' && p.kind !== 'rollback')) return;
      // a rollback names its round in the reference (the reversal carries no game metadata)
      const roundId = p.roundId ?? (p.kind === 'rollback' ? p.reference : null);
      if (!roundId) return;
      const playerId = p.playerId;
      const now = clock.now();
      // the running tournaments this posting can count in, from the copy; SQL only when there is one
      const candidates = (await activeTournaments()).filter(
        (t) =>
          now >= t.startsAt &&
          now < t.endsAt &&
          (p.kind !== 'bet' || (!!p.gameId && t.gameIds.includes(p.gameId) && t.currencies.includes(p.currency) && p.amount >= t.minBet)),
      );
      if (!candidates.length) return;
      const joinedIds = await repository.joinedIds(
        playerId,
        candidates.map((t) => t.id),
      );
      for (const t of candidates) {
        const joined = joinedIds.has(t.id);
        if (p.kind === 'bet') {
          if (!joined) {
            // only an automatic tournament takes a player in on a bet
            if (t.joinMode !== 'automatic') continue;
            // automatic tournaments: a qualifying bet of an allowed player joins
            const player = await deps.playerOf(playerId);
            try {
              checkJoin(t, player);
            } catch {
              continue;
            }
            await join(t, playerId, player);
          }
        } else if (!joined) continue;
        if (await apply(t, { ...p, playerId }, roundId)) await deps.onStandingsChanged?.(t.id, playerId);
      }
    },

    /**
     * One pass of the lifecycle on the injected clock, by whoever holds the lease: registration ->
     * active at the start, active -> awarding at the end, then the prizes. Restart-safe: the state is
     * in the database and awarding is idempotent. Returns how many tournaments it moved.
     */
    async tick(): Promise<number> {
      const now = clock.now();
      if (!(await repository.takeLease(LIFECYCLE_LEASE, owner, now, new Date(now.getTime() + LEASE_MS)))) return 0;
      let moved = 0;
      for (const t of await repository.byCategoryOrStudio()) await refreshQualifying(t, now);
      for (const t of await repository.due(now)) {
        if (t.state === 'registration' && (await repository.moveState(t.id, 'registration', 'active', now))) {
          moved++;
          await events.emit(TOURNAMENT_EVENTS.statusChanged, { tournamentId: t.id, status: 'active' });
        }
        if (t.state === 'active' && now >= t.endsAt && (await repository.moveState(t.id, 'active', 'awarding', now))) moved++;
        if (t.state === 'awarding' || now >= t.endsAt) {
          await award(t.id);
          moved++;
        }
      }
      await announceTournamentGames();
      return moved;
    },

    award,

    // --- operators -------------------------------------------------------------------------------
    async create(input: TournamentInput) {
      const games = await checkGames(input);
      const prizes = await checkPrizes(input);
      if (await repository.bySeoTitle(input.seoTitle)) throw badRequest('seoTitle is taken', { seoTitle: ['taken'] });
      const now = clock.now();
      return repository.insert({ ...row(input, games, prizes, now), state: 'registration', createdAt: now });
    },

    /** edits a tournament that has not ended; a running one keeps its start and type */
    async update(id: number, input: TournamentInput) {
      const t = await repository.byId(id);
      if (!t) throw notFound('Tournament not found');
      if (t.state !== 'registration' && t.state !== 'active')
        throw badRequest('Only a tournament that has not ended can be edited', { state: [t.state] });
      if (t.state === 'active' && (input.type !== t.type || new Date(input.startsAt).getTime() !== t.startsAt.getTime()))
        throw badRequest('A running tournament keeps its type and start', { type: ['fixed while running'] });
      const games = await checkGames(input);
      const prizes = await checkPrizes(input);
      const other = await repository.bySeoTitle(input.seoTitle);
      if (other && other.id !== id) throw badRequest('seoTitle is taken', { seoTitle: ['taken'] });
      return (await repository.update(id, row(input, games, prizes, clock.now())))!;
    },

    async cancel(id: number) {
      const t = await repository.byId(id);
      if (!t) throw notFound('Tournament not found');
      if (t.state !== 'registration' && t.state !== 'active')
        throw badRequest('Only a tournament that has not ended can be cancelled', { state: [t.state] });
      await repository.moveState(id, t.state, 'cancelled', clock.now());
      await events.emit(TOURNAMENT_EVENTS.statusChanged, { tournamentId: id, status: 'cancelled' });
      return { id, state: 'cancelled' };
    },

    /** what the site would show for this input (nothing is stored) */
    async preview(input: TournamentInput, locale: Locale): Promise<TournamentSummary & { games: Omit<TournamentGame, 'gameId'>[] }> {
      const games = await checkGames(input);
      const prizes = await checkPrizes(input);
      const now = clock.now();
      const fake = { ...row(input, games, prizes, now), id: 0, state: 'registration', createdAt: now, awardedAt: null } as TournamentRow;
      return { ...summary(fake, false, 0, locale), games: games.map(({ url, name, icon }) => ({ url, name, icon })) };
    },

    byId: (id: number) => repository.byId(id),
    /** the operators' list: the newest tournaments in every state */
    operatorList: (limit: number) => repository.newest(limit),
    /** the in-memory leaderboards (places for pages and pushes) */
    standings,
    owner,
    /** gives the lifecycle lease up (shutdown), so another instance drives at once */
    releaseLease: () => repository.releaseLease(LIFECYCLE_LEASE, owner),
  };
}
export type TournamentsService = ReturnType<typeof createTournamentsService>;
