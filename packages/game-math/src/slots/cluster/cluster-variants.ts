import type { RtpInfo } from '../../engine/engine.ts';
import type { ClusterSlotConfig } from './cluster-config.ts';

/**
 * "Candy Clusters": 7×7, clusters of 5+, cascades. Pays in hundredths of the bet for cluster
 * sizes 5, 6, ..., 15, 16+. RTP is linear in the paytable: RTP = Σ pay × F(symbol, size), where
 * F is the mean number of such clusters per round (cascades included; F does not depend on the
 * pays). F was measured over 1 000 000 rounds (bench/cluster-frequencies), and the variants move
 * only the two most frequent pays (5 × L3 and 5 × L2) to land on their targets.
 */
const BASE_PAYS: Record<string, number[]> = {
  L3: [60, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000, 3000],
  L2: [80, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 5000],
  L1: [100, 200, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 3500, 7500],
  H4: [200, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 3500, 5000, 10000],
  H3: [300, 400, 500, 750, 1000, 1500, 2000, 2500, 3500, 5000, 7500, 15000],
  H2: [400, 500, 750, 1000, 1500, 2000, 2500, 3500, 5000, 7500, 10000, 25000],
  H1: [500, 750, 1000, 1500, 2000, 2500, 3500, 5000, 7500, 10000, 15000, 35000],
};

export const CLUSTER_WEIGHTS: Record<string, number> = { H1: 3, H2: 4, H3: 5, H4: 6, L1: 7, L2: 8, L3: 9 };

/** [5 × L3, 5 × L2] per variant. */
export const CLUSTER_VARIANT_PAYS = {
  94: [44, 94],
  96: [64, 89],
  97: [75, 85],
} as const;

export type ClusterVariant = keyof typeof CLUSTER_VARIANT_PAYS;

/**
 * Σ pay × F with F from 1 000 000 seeded rounds. The 99% half-width follows from the per-round
 * standard deviation of the return (≈ 1.9× bet): 2.576 × 1.9 / √1 000 000 ≈ 0.5%.
 */
const note = 'Σ pay × F(symbol, size), F measured over 1 000 000 seeded rounds';
export const CLUSTER_VARIANT_RTP: Record<ClusterVariant, RtpInfo> = {
  94: { value: 0.93994, method: 'simulated', rounds: 1_000_000, ci99: 0.005, note },
  96: { value: 0.96002, method: 'simulated', rounds: 1_000_000, ci99: 0.005, note },
  97: { value: 0.96994, method: 'simulated', rounds: 1_000_000, ci99: 0.005, note },
};

export const CLUSTER_THEMES: Record<string, Record<string, string>> = {
  candy: { H1: 'Heart', H2: 'Star', H3: 'Moon', H4: 'Clover', L1: 'Blue Gum', L2: 'Green Gum', L3: 'Pink Gum' },
  gems: { H1: 'Diamond', H2: 'Ruby', H3: 'Emerald', H4: 'Sapphire', L1: 'Amber', L2: 'Topaz', L3: 'Quartz' },
};

export function clusterSlotConfig(
  options: { variant?: ClusterVariant; theme?: string; id?: string; name?: string } = {},
): ClusterSlotConfig {
  const variant = options.variant ?? 96;
  const theme = options.theme ?? 'candy';
  const [l3, l2] = CLUSTER_VARIANT_PAYS[variant];
  return {
    id: options.id ?? `cluster-${theme}-${variant}`,
    name: options.name ?? 'Candy Clusters',
    size: 7,
    minCluster: 5,
    weights: CLUSTER_WEIGHTS,
    payCenti: { ...BASE_PAYS, L3: [l3, ...BASE_PAYS.L3.slice(1)], L2: [l2, ...BASE_PAYS.L2.slice(1)] },
    maxWin: 5000,
    symbolNames: CLUSTER_THEMES[theme] ?? CLUSTER_THEMES.candy,
  };
}
