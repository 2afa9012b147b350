import { create } from 'zustand';
import type { Consent } from '@fortuna/contracts';

/**
 * The visitor's cookie choice in this tab: null until they choose (the banner shows), then what the
 * consent cookie says. `settingsOpen` re-opens the banner on its detailed view (footer, cookie policy).
 */
interface ConsentState {
  consent: Consent | null;
  /** the server-rendered choice has been taken over (first render of this tab) */
  ready: boolean;
  settingsOpen: boolean;
  init(consent: Consent | null): void;
  chosen(consent: Consent): void;
  openSettings(): void;
  closeSettings(): void;
}

export const useConsent = create<ConsentState>((set) => ({
  consent: null,
  ready: false,
  settingsOpen: false,
  init: (consent) => set({ consent, ready: true }),
  chosen: (consent) => set({ consent, settingsOpen: false }),
  openSettings: () => set({ settingsOpen: true }),
  closeSettings: () => set({ settingsOpen: false }),
}));
