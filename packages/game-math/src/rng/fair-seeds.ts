/** The inputs of one provably-fair round (docs/provably-fair.md). */
export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}
