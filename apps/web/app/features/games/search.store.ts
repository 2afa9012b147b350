import { create } from 'zustand';

/** Whether the global game search is open: the header, the sidebar and the lobby all open it. */
export const useGameSearch = create<{ open: boolean; setOpen(open: boolean): void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
