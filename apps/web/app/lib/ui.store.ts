import { create } from 'zustand';

/**
 * UI state shared across features: which modal is open and the toast area.
 * Features open modals by name; each feature renders its own modal when its name is active.
 */
export type ModalName =
  | 'login'
  | 'forgotPassword'
  | 'twoFactor'
  | 'cashier'
  | 'terms'
  | 'block'
  | 'fullBlock'
  | 'selfExclusion'
  | 'sessionExpired'
  | 'realityCheck'
  | 'limitReached';

export interface Toast {
  id: number;
  title?: string;
  /** HTML allowed: sanitised before render */
  html: string;
  kind: 'info' | 'success' | 'error' | 'warning';
}

interface UiState {
  modal: ModalName | null;
  modalProps: Record<string, unknown>;
  toasts: Toast[];
  /** a path to go to after login (set when a visitor opens a protected page) */
  redirectAfterLogin: string | null;
  /** how many times someone signed in on this page: the signed-in header runs the after-login loads on each */
  logins: number;
  /** the cashier was asked for while signed out: open it after login */
  pendingCashier: boolean;
  openModal(name: ModalName, props?: Record<string, unknown>): void;
  closeModal(): void;
  pushToast(toast: Omit<Toast, 'id'>): number;
  closeToast(id: number): void;
  clearToasts(): void;
  setRedirectAfterLogin(path: string | null): void;
  noteLogin(): void;
  setPendingCashier(pending: boolean): void;
}

let nextToastId = 1;

export const useUi = create<UiState>((set, get) => ({
  modal: null,
  modalProps: {},
  toasts: [],
  redirectAfterLogin: null,
  logins: 0,
  pendingCashier: false,
  openModal: (name, props = {}) => set({ modal: name, modalProps: props }),
  closeModal: () => set({ modal: null, modalProps: {} }),
  pushToast: (toast) => {
    // the same notice twice (a repeated push, two tabs' events) is shown once
    const same = get().toasts.find((t) => t.kind === toast.kind && t.title === toast.title && t.html === toast.html);
    if (same) return same.id;
    const id = nextToastId++;
    set((s) => ({ toasts: [...s.toasts, { ...toast, id }] }));
    return id;
  },
  closeToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  clearToasts: () => set({ toasts: [] }),
  setRedirectAfterLogin: (path) => set({ redirectAfterLogin: path }),
  noteLogin: () => set((s) => ({ logins: s.logins + 1 })),
  setPendingCashier: (pending) => set({ pendingCashier: pending }),
}));
