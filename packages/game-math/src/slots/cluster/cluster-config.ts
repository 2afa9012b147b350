/**
 * Cluster-pays grid slot: a size×size grid (7×7); 5+ identical symbols connected orthogonally
 * form a cluster and pay by size. Winning clusters are removed, the symbols above fall down, new
 * symbols drop in from the top, and the grid is evaluated again until no cluster remains.
 */
export interface ClusterSlotConfig {
  id: string;
  name: string;
  size: number;
  minCluster: number;
  /** symbol → weight; every new cell is drawn independently with these weights. */
  weights: Record<string, number>;
  /** Pay in hundredths of the bet by cluster size: index 0 = minCluster, last index = that size or more. */
  payCenti: Record<string, number[]>;
  maxWin: number;
  symbolNames?: Record<string, string>;
}
