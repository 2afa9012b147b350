import { create } from 'zustand';

/** Whether the mobile sidebar is open. */
export const useSidebar = create<{ open: boolean; setOpen(open: boolean): void; toggle(): void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
  toggle: () => set((s) => ({ open: !s.open })),
}));
