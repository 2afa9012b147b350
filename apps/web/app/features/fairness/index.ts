/** The fairness feature's public API: what other features and the route modules may use. */
export { FairnessLink } from './FairnessLink';
export { FairnessPage } from './FairnessPage';
export { PlayingCard } from './PlayingCard';
export { fairnessHref } from './links';
export type { FairRoundValues } from './links';
