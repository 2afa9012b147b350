// Allowed dependencies between server modules (docs/architecture.md). A module may import another
// module only through its index.ts, and only along these edges. Enforced by eslint.config.js.
export const moduleDependencies = {
  'app-config': [],
  content: [],
  player: [],
  wallet: [],
  realtime: [],
  auth: ['player'],
  verification: ['player'],
  'responsible-gaming': ['player'],
  messages: ['player'],
  subscriptions: ['player'],
  cashier: ['wallet', 'responsible-gaming', 'verification', 'player'],
  games: ['player'],
  rgs: ['wallet', 'responsible-gaming', 'player', 'games'],
  bonuses: ['wallet', 'player'],
  campaigns: ['bonuses', 'wallet', 'player'],
  tournaments: ['wallet', 'player', 'games'],
  referral: ['player'],
  // privacy gathers personal data through read ports handed to it in app.ts: no module imports
  privacy: [],
};
