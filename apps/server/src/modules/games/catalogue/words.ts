import type { GameTheme, LiveGameType } from '@fortuna/contracts';

/** Word lists the catalogue generator combines into game names: two parts per theme. */
export const THEME_WORDS: Partial<Record<GameTheme, [string[], string[]]>> = {
  fruits: [
    ['Fruit', 'Cherry', 'Juicy', 'Berry', 'Lemon', 'Melon', 'Tropical', 'Sizzling', 'Citrus', 'Frozen'],
    ['Blast', 'Fiesta', 'Party', 'Frenzy', 'Burst', 'Mania', 'Spin', 'Smash', 'Twist', 'Harvest'],
  ],
  egypt: [
    ["Pharaoh's", "Cleopatra's", 'Sphinx', 'Scarab', 'Anubis', 'Nile', 'Osiris', 'Desert', 'Sun God', 'Sacred'],
    ['Gold', 'Riches', 'Secrets', 'Legacy', 'Treasures', 'Tomb', 'Quest', 'Fortune', 'Dynasty', 'Eye'],
  ],
  space: [
    ['Cosmic', 'Galactic', 'Star', 'Nebula', 'Astro', 'Lunar', 'Orbit', 'Supernova', 'Meteor', 'Stellar'],
    ['Voyage', 'Gems', 'Rush', 'Odyssey', 'Jackpots', 'Riches', 'Quest', 'Spins', 'Fortune', 'Drift'],
  ],
  dragons: [
    ["Dragon's", 'Fire', 'Jade Dragon', 'Ember', 'Wyrm', "Dragon Lord's", 'Golden Dragon', 'Scale', 'Ashen', 'Storm Dragon'],
    ['Hoard', 'Fortune', 'Flame', 'Blaze', 'Legend', 'Realm', 'Fury', 'Pearl', 'Inferno', 'Treasure'],
  ],
  gems: [
    ['Diamond', 'Ruby', 'Emerald', 'Sapphire', 'Crystal', 'Jewel', 'Amethyst', 'Opal', 'Gem', 'Topaz'],
    ['Vault', 'Mine', 'Rush', 'Strike', 'Cascade', 'Shine', 'Royale', 'Cluster', 'Spark', 'Dreams'],
  ],
  ocean: [
    ['Ocean', 'Coral', 'Deep Sea', 'Pearl', "Mermaid's", 'Kraken', 'Atlantis', 'Tidal', 'Reef', 'Big Bass'],
    ['Treasure', 'Riches', 'Bonanza', 'Catch', 'Splash', 'Wonders', 'Reels', 'Kingdom', 'Secrets', 'Haul'],
  ],
  'wild-west': [
    ['Wild', 'Gold Rush', 'Outlaw', "Sheriff's", "Dead Man's", 'Bounty', 'Saloon', 'Bandit', 'Dusty', 'Desert Eagle'],
    ['Gold', 'Showdown', 'Hand', 'Hunter', 'Express', 'Canyon', 'Frontier', 'Ridge', 'Trail', 'Stagecoach'],
  ],
  vikings: [
    ['Viking', "Odin's", "Thor's", 'Valhalla', 'Norse', 'Raven', 'Asgard', 'Fjord', "Freya's", "Loki's"],
    ['Saga', 'Hammer', 'Raid', 'Glory', 'Fury', 'Conquest', 'Runes', 'Gold', 'Legends', 'Storm'],
  ],
  irish: [
    ['Lucky', "Leprechaun's", 'Clover', 'Rainbow', 'Shamrock', 'Emerald Isle', 'Wishing', 'Celtic', 'Irish', 'Four Leaf'],
    ['Gold', 'Riches', 'Luck', 'Charms', 'Fortune', 'Jig', 'Coins', 'Meadow', 'Treasure', 'Wishes'],
  ],
  asian: [
    ['Fortune', 'Golden Lotus', 'Jade', 'Lucky Koi', "Panda's", 'Imperial', 'Lantern', 'Sakura', "Tiger's", 'Dragon Pearl'],
    ['Palace', 'Riches', 'Blessings', 'Garden', 'Prosperity', 'Festival', 'Coins', 'Dynasty', 'Temple', 'Luck'],
  ],
  candy: [
    ['Sweet', 'Sugar', 'Candy', 'Lollipop', 'Gummy', 'Choco', 'Cupcake', 'Bubblegum', 'Jelly', 'Caramel'],
    ['Rush', 'Land', 'Pop', 'Bonanza', 'Crush', 'Party', 'Factory', 'Dreams', 'Blast', 'Carnival'],
  ],
  jungle: [
    ['Jungle', 'Safari', "Lion's", 'Gorilla', 'Amazon', 'Tiger', 'Rhino', 'Savanna', 'Jaguar', 'Aztec'],
    ['King', 'Quest', 'Stampede', 'Gold', 'Spirits', 'Rumble', 'Kingdom', 'Trail', 'Temple', 'Roar'],
  ],
  mythology: [
    ['Zeus', 'Olympus', "Medusa's", "Athena's", "Poseidon's", 'Titan', 'Hercules', "Apollo's", 'Pegasus', 'Spartan'],
    ['Thunder', 'Gates', 'Glory', 'Legends', 'Wrath', 'Rising', 'Gold', 'Quest', 'Power', 'Temple'],
  ],
  classic: [
    ['Lucky', 'Triple', 'Hot', 'Super', 'Mega', 'Double', 'Blazing', 'Royal', 'Golden', 'Classic'],
    ['7s', 'Bars', 'Bells', 'Stars', 'Crown', 'Diamonds', 'Reels', 'Sevens', 'Cherries', 'Wins'],
  ],
  horror: [
    ['Haunted', 'Vampire', 'Zombie', 'Midnight', 'Crypt', 'Phantom', "Witch's", 'Blood Moon', 'Ghost', 'Graveyard'],
    ['Manor', 'Night', 'Hunt', 'Feast', 'Curse', 'Shift', 'Brew', 'Howl', 'Carnival', 'Shadows'],
  ],
};

export const SLOT_THEMES = Object.keys(THEME_WORDS) as GameTheme[];
export const JACKPOT_THEMES: GameTheme[] = ['gems', 'egypt', 'dragons', 'classic', 'mythology', 'asian', 'space', 'irish'];

/** Suffixes that keep names unique once the word lists run out (the 10 000-game bench). */
export const NAME_SUFFIXES = ['Deluxe', 'Gold', 'Xtreme', 'Hold & Win', 'Remastered', 'Dream Drop', 'Power Play', 'Ultra', 'Respin', 'Max'];

export const LIVE_NAMES: Record<LiveGameType, string[]> = {
  roulette: ['Auto Roulette Live', 'Immersive Roulette', 'Speed Roulette Live', 'VIP Roulette Lounge', 'Grand Casino Roulette'],
  blackjack: ['Live Blackjack Classic', 'Infinite Blackjack', 'Speed Blackjack Live', 'Blackjack VIP Salon', 'Free Bet Blackjack'],
  baccarat: ['Baccarat Squeeze Live', 'Speed Baccarat', 'No Commission Baccarat', 'Baccarat Control Room', 'Golden Baccarat'],
  poker: ["Casino Hold'em Live", 'Three Card Poker Live', 'Caribbean Stud Live', "Texas Hold'em Bonus", 'Side Bet City Poker'],
  show: ['Mega Wheel Live', 'Money Drop Show', 'Coin Flip Frenzy', 'Lucky Ball Show', 'Fortune Wheel Studio'],
  other: ['Dragon Tiger Live', 'Sic Bo Live', 'Andar Bahar Live', 'Football Studio', 'Lucky Dice Live'],
};

export const TABLE_NAMES: { name: string; engine: 'roulette' | 'blackjack' | 'video-poker'; theme: GameTheme }[] = [
  { name: 'European Roulette', engine: 'roulette', theme: 'wheel' },
  { name: 'French Roulette', engine: 'roulette', theme: 'wheel' },
  { name: 'American Roulette', engine: 'roulette', theme: 'wheel' },
  { name: 'Multi-Wheel Roulette', engine: 'roulette', theme: 'wheel' },
  { name: 'Roulette Royale', engine: 'roulette', theme: 'wheel' },
  { name: 'Mini Roulette', engine: 'roulette', theme: 'wheel' },
  { name: 'Classic Blackjack', engine: 'blackjack', theme: 'cards' },
  { name: 'Blackjack Switch', engine: 'blackjack', theme: 'cards' },
  { name: 'Single Deck Blackjack', engine: 'blackjack', theme: 'cards' },
  { name: 'Multihand Blackjack', engine: 'blackjack', theme: 'cards' },
  { name: 'Pontoon', engine: 'blackjack', theme: 'cards' },
  { name: 'Blackjack Perfect Pairs', engine: 'blackjack', theme: 'cards' },
  { name: 'Red Dog Poker', engine: 'video-poker', theme: 'cards' },
  { name: 'Oasis Poker', engine: 'video-poker', theme: 'cards' },
];

export const VIDEO_POKER_NAMES = [
  'Jacks or Better',
  'Deuces Wild',
  'Joker Poker',
  'Aces and Faces',
  'Double Bonus Poker',
  'Bonus Poker Deluxe',
  'Tens or Better',
  'All American Poker',
  'Double Double Bonus',
  'Multi-Hand Jacks or Better',
];

export const INSTANT_NAMES: { name: string; engine: 'scratch' | 'mines' | 'dice' | 'crash'; theme: GameTheme }[] = [
  { name: 'Gem Mines', engine: 'mines', theme: 'gems' },
  { name: 'Crystal Mines', engine: 'mines', theme: 'gems' },
  { name: 'Gold Digger Mines', engine: 'mines', theme: 'wild-west' },
  { name: 'Minefield Deluxe', engine: 'mines', theme: 'classic' },
  { name: 'Rocket Crash', engine: 'crash', theme: 'space' },
  { name: 'Jet Lift', engine: 'crash', theme: 'space' },
  { name: 'Balloon Rise', engine: 'crash', theme: 'candy' },
  { name: 'Comet Crash', engine: 'crash', theme: 'space' },
  { name: 'Hi-Lo Dice', engine: 'dice', theme: 'classic' },
  { name: 'Dice Duel', engine: 'dice', theme: 'classic' },
  { name: 'Neon Dice', engine: 'dice', theme: 'space' },
  { name: 'Dragon Dice', engine: 'dice', theme: 'dragons' },
  { name: 'Scratch Gold', engine: 'scratch', theme: 'gems' },
  { name: 'Cash Scratch', engine: 'scratch', theme: 'classic' },
  { name: 'Lucky Clover Scratch', engine: 'scratch', theme: 'irish' },
  { name: 'Fruit Scratch', engine: 'scratch', theme: 'fruits' },
  { name: 'Pharaoh Scratch', engine: 'scratch', theme: 'egypt' },
];

/** Names that differ by locale (the rest keep their brand name everywhere). */
export const LOCALIZED_NAMES: Record<string, Partial<Record<'de' | 'es' | 'fi' | 'fr' | 'no' | 'pt' | 'pl' | 'ro', string>>> = {
  'European Roulette': {
    de: 'Europäisches Roulette',
    es: 'Ruleta Europea',
    fi: 'Eurooppalainen ruletti',
    fr: 'Roulette Européenne',
    no: 'Europeisk rulett',
    pt: 'Roleta Europeia',
    pl: 'Ruletka Europejska',
    ro: 'Ruletă Europeană',
  },
  'French Roulette': {
    de: 'Französisches Roulette',
    es: 'Ruleta Francesa',
    fi: 'Ranskalainen ruletti',
    fr: 'Roulette Française',
    no: 'Fransk rulett',
    pt: 'Roleta Francesa',
    pl: 'Ruletka Francuska',
    ro: 'Ruletă Franceză',
  },
  'American Roulette': {
    de: 'Amerikanisches Roulette',
    es: 'Ruleta Americana',
    fi: 'Amerikkalainen ruletti',
    fr: 'Roulette Américaine',
    no: 'Amerikansk rulett',
    pt: 'Roleta Americana',
    pl: 'Ruletka Amerykańska',
    ro: 'Ruletă Americană',
  },
  'Mini Roulette': { es: 'Mini Ruleta', fi: 'Miniruletti', no: 'Mini-rulett', pt: 'Mini Roleta', pl: 'Mini Ruletka', ro: 'Mini Ruletă' },
  'Classic Blackjack': {
    de: 'Klassisches Blackjack',
    es: 'Blackjack Clásico',
    fi: 'Klassinen Blackjack',
    fr: 'Blackjack Classique',
    no: 'Klassisk Blackjack',
    pt: 'Blackjack Clássico',
    pl: 'Klasyczny Blackjack',
    ro: 'Blackjack Clasic',
  },
  'Single Deck Blackjack': {
    de: 'Blackjack mit einem Deck',
    es: 'Blackjack de una baraja',
    fr: 'Blackjack à un jeu',
    pt: 'Blackjack de Baralho Único',
    pl: 'Blackjack z jedną talią',
    ro: 'Blackjack cu un pachet',
  },
  'Jacks or Better': {
    de: 'Buben oder besser',
    es: 'Jotas o Mejor',
    fr: 'Valets ou Mieux',
    pt: 'Valetes ou Melhor',
    pl: 'Walety lub lepiej',
    ro: 'Valeți sau mai bine',
  },
  'Deuces Wild': { es: 'Doses Salvajes', fr: 'Deux Sauvages', pt: 'Duques Selvagens' },
  'Sic Bo Live': { fr: 'Sic Bo en direct', es: 'Sic Bo en vivo', pt: 'Sic Bo ao Vivo', de: 'Sic Bo Live' },
  'Fruit Scratch': {
    de: 'Frucht-Rubbellos',
    es: 'Rasca Frutas',
    fr: 'Grattage Fruité',
    pt: 'Raspadinha de Frutas',
    pl: 'Owocowa Zdrapka',
    ro: 'Răzuiește Fructe',
    fi: 'Hedelmäraaputus',
    no: 'Fruktskrape',
  },
  'Cash Scratch': {
    de: 'Bargeld-Rubbellos',
    es: 'Rasca y Gana',
    fr: 'Grattage Cash',
    pt: 'Raspadinha Cash',
    pl: 'Zdrapka Gotówkowa',
    ro: 'Răzuiește Bani',
    fi: 'Käteisraaputus',
    no: 'Kontantskrape',
  },
};

export interface StudioDef {
  name: string;
  uri: string;
  /** what the studio makes: the generator picks studios by category */
  makes: ('slots' | 'jackpot' | 'livegames' | 'tablegames' | 'video-pokers' | 'instant-win')[];
}

export const STUDIOS: StudioDef[] = [
  { name: 'Northwind Gaming', uri: 'northwind-gaming', makes: ['slots', 'jackpot'] },
  { name: 'Red Lantern Studios', uri: 'red-lantern-studios', makes: ['slots', 'jackpot'] },
  { name: 'Aurora Play', uri: 'aurora-play', makes: ['slots', 'instant-win'] },
  { name: 'Golden Goose Games', uri: 'golden-goose-games', makes: ['slots', 'jackpot'] },
  { name: 'Blue Fjord Interactive', uri: 'blue-fjord-interactive', makes: ['slots'] },
  { name: 'Pixel Forge', uri: 'pixel-forge', makes: ['slots', 'tablegames', 'video-pokers'] },
  { name: 'Vulcan Reels', uri: 'vulcan-reels', makes: ['slots', 'jackpot'] },
  { name: 'Lucky Owl Studio', uri: 'lucky-owl-studio', makes: ['slots', 'instant-win'] },
  { name: 'Crimson Ace', uri: 'crimson-ace', makes: ['tablegames', 'video-pokers'] },
  { name: 'Monolith Live', uri: 'monolith-live', makes: ['livegames'] },
  { name: 'Velvet Room Live', uri: 'velvet-room-live', makes: ['livegames'] },
  { name: 'Quantum Instant', uri: 'quantum-instant', makes: ['instant-win'] },
];
