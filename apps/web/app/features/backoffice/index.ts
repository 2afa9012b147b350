/** The back office's screens (/admin): loaded only by the admin routes, never by players' pages. */
export { AdminShell } from './AdminShell';
export { LoginScreen } from './LoginScreen';
export { DashboardScreen } from './DashboardScreen';
export { ReportsScreen } from './ReportsScreen';
export { WithdrawalsScreen } from './WithdrawalsScreen';
export { PlayersScreen } from './PlayersScreen';
export { PlayerCardScreen } from './PlayerCardScreen';
export { AuditScreen } from './AuditScreen';
export { OperatorsScreen } from './OperatorsScreen';
export { ComplianceScreen } from './ComplianceScreen';
export { GamesScreen } from './GamesScreen';
export { MarketingScreen } from './marketing/MarketingScreen';
export { adminCatalogue } from './useAdminT';
