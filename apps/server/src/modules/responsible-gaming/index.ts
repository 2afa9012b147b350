/** Public API of responsible gaming: limits, reality checks, time-outs and self-exclusion, blocks, terms versions. */
export {
  createResponsibleGamingModule,
  type ResponsibleGamingModule,
  type ResponsibleGamingModuleDeps,
  type ResponsibleGamingPluginOptions,
} from './responsible-gaming.module';
export type { ResponsibleGamingService } from './responsible-gaming.service';
export { responsibleGamingPersonalData } from './responsible-gaming.privacy';
