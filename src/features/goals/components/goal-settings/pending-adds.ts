import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

/**
 * Adds what a section holds typed but not yet added (a part name, rest dates); true when
 * nothing is left behind, false when it was refused and the section now explains why.
 */
export type PendingAdd = () => boolean;

type Register = (add: PendingAdd) => () => void;

const PendingAddsContext = createContext<Register | null>(null);
export const PendingAddsProvider = PendingAddsContext.Provider;

/** For a dialog whose Save must not drop what its sections hold typed. */
export function usePendingAdds() {
  const adds = useRef(new Set<PendingAdd>());
  const register = useCallback<Register>((add) => {
    adds.current.add(add);
    return () => {
      adds.current.delete(add);
    };
  }, []);
  /** Adds everything typed (each section explains its own refusal); true when all was added. */
  const addAll = () => [...adds.current].map((add) => add()).every(Boolean);
  return { register, addAll };
}

/** A section's way to be asked, on its dialog's Save, to add what it holds typed. */
export function usePendingAdd(add: PendingAdd) {
  const register = useContext(PendingAddsContext);
  const latest = useRef(add);
  useEffect(() => {
    latest.current = add;
  });
  useEffect(() => {
    if (!register) return;
    return register(() => latest.current());
  }, [register]);
}
