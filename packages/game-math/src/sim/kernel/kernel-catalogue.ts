import { defaultSlotDefinitions, type SlotDefinition } from '../../catalogue.ts';
import { ClusterKernel } from './cluster-kernel.ts';
import { LineKernel } from './line-kernel.ts';
import type { SlotKernel } from './slot-kernel.ts';
import { WaysKernel } from './ways-kernel.ts';

export interface KernelOptions {
  /** The bet every simulated round places (`buyBonus` on line slots with a bonus buy). */
  bet: { amount: number; buyBonus?: boolean };
  /** Jackpot slots: count each paid spin's pool contribution as returned. */
  countJackpotContribution?: boolean;
}

/** The simulation kernel of a slot definition: the same config object the engine is built from. */
export function createSlotKernel(definition: SlotDefinition, options: KernelOptions): SlotKernel {
  switch (definition.kind) {
    case 'line':
      return new LineKernel(definition.config, {
        bet: options.bet,
        jackpot: definition.jackpot,
        countJackpotContribution: options.countJackpotContribution,
      });
    case 'ways':
      return new WaysKernel(definition.config, { bet: options.bet });
    case 'cluster':
      return new ClusterKernel(definition.config, { bet: options.bet });
  }
}

/** The kernel of a catalogue slot by engine id, or undefined for engines without one (table and instant games). */
export function createDefaultKernel(engineId: string, options: KernelOptions): SlotKernel | undefined {
  const definition = defaultSlotDefinitions().find((d) => d.config.id === engineId);
  return definition && createSlotKernel(definition, options);
}
