import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'loading';

export interface ToastInput {
  title: string;
  description?: string;
  kind?: ToastKind;
  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

/**
 * A toast stays 4000 ms unless it says otherwise; an error (and a loading toast) stays until it is
 * dismissed, as what went wrong may take longer than that to read (with a screen magnifier, or a
 * screen reader busy with something else). At most 3 are visible at once.
 */
export const TOAST_DEFAULT_DURATION = 4000;
export const TOAST_MAX_VISIBLE = 3;

interface ToastState {
  toasts: Toast[];
  notify: (toast: ToastInput) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  notify: (input) => {
    const id = nextId++;
    const toast: Toast = {
      id,
      title: input.title,
      kind: input.kind ?? 'info',
      duration: input.duration ?? (input.kind === 'loading' || input.kind === 'error' ? 0 : TOAST_DEFAULT_DURATION),
      ...(input.description ? { description: input.description } : {}),
    };
    set((state) => ({ toasts: [...state.toasts, toast].slice(-TOAST_MAX_VISIBLE) }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast in the shell's notification region; usable from any remote. */
export const notify = (toast: ToastInput): number => useToasts.getState().notify(toast);
export const dismissToast = (id: number): void => useToasts.getState().dismiss(id);
