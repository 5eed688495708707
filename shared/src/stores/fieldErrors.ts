import { create } from 'zustand';

export type FieldErrors = Record<string, string[]>;

interface FieldErrorsState {
  errors: FieldErrors;
  set: (errors: FieldErrors) => void;
  clear: () => void;
}

/** Field errors from the last 422 answer; cleared on each new request and each route change. */
export const useFieldErrors = create<FieldErrorsState>((set) => ({
  errors: {},
  set: (errors) => set({ errors }),
  clear: () => set((state) => (Object.keys(state.errors).length ? { errors: {} } : state)),
}));
