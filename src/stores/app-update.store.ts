import { create } from 'zustand';

interface AppUpdateState {
  /** A new version is ready; `reload` switches to it. Null while there is none. */
  reload: (() => void) | null;
  /** The person chose Later: asked again only on the next visit. */
  postponed: boolean;
  offer(reload: () => void): void;
  postpone(): void;
}

/** A new version of the app, offered instead of reloading open tabs under the person. */
export const useAppUpdate = create<AppUpdateState>((set) => ({
  reload: null,
  postponed: false,
  offer: (reload) => set({ reload }),
  postpone: () => set({ postponed: true }),
}));
