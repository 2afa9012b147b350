import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Game studios (Provider: name, uri) with their generated logo. */
export const gameStudios = pgTable(
  'game_studios',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    uri: text().notNull(),
    logo: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.uri)],
);

export const games = pgTable(
  'games',
  {
    id: serial().primaryKey(),
    url: text().notNull(),
    name: text().notNull(),
    icon: text().notNull(),
    desktop: boolean().notNull().default(true),
    mobile: boolean().notNull().default(true),
    category: text().notNull(),
    liveType: text(),
    studioId: integer()
      .notNull()
      .references(() => gameStudios.id),
    engine: text().notNull(),
    /** return to player in basis points (9650 = 96.50 %) */
    rtpBps: integer().notNull(),
    rtpVariant: text().notNull(),
    volatility: text().notNull(),
    theme: text().notNull(),
    releaseDate: date({ mode: 'string' }).notNull(),
    popularity: integer().notNull().default(0),
    isTournamentGame: boolean().notNull().default(false),
    isBuyableBonusGame: boolean().notNull().default(false),
    isMegawaysGame: boolean().notNull().default(false),
    isGrid: boolean().notNull().default(false),
    isBonusGameAvailable: boolean().notNull().default(false),
    isJackpot: boolean().notNull().default(false),
    /** off: gone from the lobby, search and game pages, and no new round starts (the back office switches it) */
    enabled: boolean().notNull().default(true),
    /** an operator's pinned place in the default (popular) order: 1 first; null = by popularity after the pinned games */
    displayOrder: integer(),
    /** lower-cased name, localized names and studio name: what the trigram index searches */
    searchText: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.url),
    // each list order has an index that ends in id, so "order by ... , id limit 12" stops after 12 rows
    index().on(t.displayOrder.asc().nullsLast(), t.popularity.desc().nullsFirst(), t.id),
    index().on(t.category, t.displayOrder.asc().nullsLast(), t.popularity.desc().nullsFirst(), t.id),
    index().on(t.studioId, t.displayOrder.asc().nullsLast(), t.popularity.desc().nullsFirst(), t.id),
    index().on(t.releaseDate.desc().nullsFirst(), t.id),
    index().on(t.rtpBps.desc().nullsFirst(), t.popularity.desc().nullsFirst(), t.id),
    index().on(t.name, t.id),
    index('games_search_text_trgm_index').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('games_category_check', sql`${t.category} in ('slots','jackpot','livegames','tablegames','video-pokers','instant-win')`),
    check(
      'games_live_type_check',
      sql`(${t.category} = 'livegames') = (${t.liveType} is not null) and (${t.liveType} is null or ${t.liveType} in ('roulette','blackjack','baccarat','poker','show','other'))`,
    ),
    check('games_rtp_check', sql`${t.rtpBps} between 5000 and 9999`),
    check('games_popularity_check', sql`${t.popularity} >= 0`),
    check('games_display_order_check', sql`${t.displayOrder} is null or ${t.displayOrder} between 1 and 9999`),
  ],
);

/** A game's name in a locale where it differs from the default name. */
export const gameNames = pgTable(
  'game_names',
  {
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    locale: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.locale] })],
);

/** How much of a bet on the game counts towards bonus wagering, in percent. */
export const gameContributions = pgTable(
  'game_contributions',
  {
    gameId: integer()
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    percent: integer().notNull(),
  },
  (t) => [check('game_contributions_percent_check', sql`${t.percent} between 0 and 100`)],
);

/** playerId has no foreign key: the players table belongs to the player module. */
export const gameFavorites = pgTable(
  'game_favorites',
  {
    playerId: uuid().notNull(),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] }), index().on(t.playerId, t.createdAt.desc())],
);

export const gameRecentPlays = pgTable(
  'game_recent_plays',
  {
    playerId: uuid().notNull(),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    lastPlayedAt: timestamp({ withTimezone: true }).notNull(),
    plays: integer().notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] }), index().on(t.playerId, t.lastPlayedAt.desc())],
);

/** Rounds started per game per UTC day: "played last week" sums the last seven. */
export const gamePlayDays = pgTable(
  'game_play_days',
  {
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    plays: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.day] }), index().on(t.day)],
);

/** The big wins feed: the game server records qualifying rounds; roundId makes a retry harmless. */
export const gameBigWins = pgTable(
  'game_big_wins',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    roundId: text().notNull(),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: uuid().notNull(),
    playerName: text().notNull(),
    bet: bigint({ mode: 'number' }).notNull(),
    winSum: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex().on(t.roundId),
    index().on(t.at.desc()),
    check('game_big_wins_amounts_check', sql`${t.bet} > 0 and ${t.winSum} >= 0`),
  ],
);
