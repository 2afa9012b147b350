// Allowed dependencies between server modules (docs/architecture.md). A module may import another
// module only through its index.ts, and only along these edges. Enforced by eslint.config.js.
// A new module adds its own line here when it is created; only modules that exist are listed.
export const moduleDependencies = {
  'app-config': [],
  content: [],
  player: [],
  wallet: [],
  realtime: [],
  auth: ['player'],
  cashier: ['wallet', 'player'],
  // the catalogue's admin routes (/api/admin/games) use the back office's audited()
  games: ['player', 'backoffice'],
  rgs: ['wallet', 'player', 'games'],
  // the casino side of the seamless wallet: it implements the studio's casino port (rgs never imports it)
  seamless: ['wallet', 'rgs'],
  // the bonus engine implements the studio's bonus port (types only from rgs; rgs never imports it)
  bonuses: ['wallet', 'player', 'rgs'],
  verification: ['player'],
  'responsible-gaming': ['wallet', 'player'],
  // privacy gathers personal data through read ports handed to it in app.ts: no module imports
  privacy: [],
  // the inbox hears other modules' events; the player's language and segments arrive as a port
  messages: [],
  // who is allowed in: the gate lets pages render their own 403 (content's page paths)
  access: ['content'],
  // cookie consent and first-party visit tracking
  consent: [],
  // scores from the ledger's events, prizes through the wallet; players and games arrive as ports
  tournaments: ['wallet'],
  // email consent and promotional mail; a segment's players (address, language) arrive as a port
  subscriptions: [],
  // live support chat: its own tables, the hub and the file storage; its contact-request admin routes
  // use the back office's audit helper (audited) and run inside its guarded scope
  chat: ['backoffice'],
  // the back office: operator accounts (the auth module's password hashing); the other modules'
  // services it acts through arrive from app.ts (types only from their index)
  backoffice: ['auth', 'wallet', 'player', 'cashier'],
};
