/**
 * The navigation bar's open menus, kept outside the component: on a first visit the
 * public frame is painted while the screen's code loads and is then mounted afresh with
 * the screen, and a menu the visitor opened in between must stay open. Menus close when
 * the path changes (requirements 4), not when the bar remounts on the same path.
 */
import { create } from 'zustand';

interface NavState {
  openMenu: string | null;
  mobileOpen: boolean;
  /** The path the state belongs to. */
  path: string | null;
  setOpenMenu: (id: string | null) => void;
  setMobileOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  /** Closes everything when the path differs from the one the state belongs to. */
  syncPath: (path: string) => void;
}

export const useNavState = create<NavState>((set, get) => ({
  openMenu: null,
  mobileOpen: false,
  path: null,
  setOpenMenu: (openMenu) => set({ openMenu }),
  setMobileOpen: (open) => set((s) => ({ mobileOpen: typeof open === 'function' ? open(s.mobileOpen) : open })),
  syncPath: (path) => {
    if (get().path !== path) set({ path, openMenu: null, mobileOpen: false });
  },
}));
