import { createStore } from 'zustand/vanilla';
import type { PaymentMethod, ToastType } from '../../../../domain/statuses.ts';
import { durations } from '../../../theme/tokens.ts';

/**
 * The app's notifications (SPEC §3 Toast, §9): auto-dismiss after 5000 ms unless persistent, a
 * 300 ms removal animation, at most 5 shown, top-right by default. One store for the whole app,
 * so any feature can raise a toast without prop drilling: `toast.success('Saved')`.
 */
export type ToastPosition = 'top-right' | 'top-left' | 'top-center' | 'bottom-right' | 'bottom-left' | 'bottom-center';

export interface ToastAction {
  label: string;
  onClick: () => void;
  variant?: 'primary' | 'secondary';
}

export interface ToastOptions {
  type?: ToastType;
  title: string;
  message?: string;
  /** Milliseconds before it closes itself; default 5000. */
  duration?: number;
  /** Stays until closed. Loading toasts are persistent unless told otherwise. */
  persistent?: boolean;
  actions?: ToastAction[];
  paymentMethod?: PaymentMethod;
  position?: ToastPosition;
}

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  duration: number;
  persistent: boolean;
  actions: ToastAction[];
  paymentMethod?: PaymentMethod;
  position: ToastPosition;
  /** True during the 300 ms removal animation. */
  leaving: boolean;
}

export const MAX_VISIBLE_TOASTS = 5;
export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-right';

export interface ToastState {
  toasts: Toast[];
}

export interface ToastApi {
  show(options: ToastOptions): string;
  success(title: string, message?: string): string;
  error(title: string, message?: string): string;
  warning(title: string, message?: string): string;
  info(title: string, message?: string): string;
  loading(title: string, message?: string): string;
  /** Change a shown toast, e.g. turn a loading toast into a success one (which then auto-dismisses). */
  update(id: string, changes: Partial<ToastOptions>): void;
  /** Starts the removal animation; the toast is gone 300 ms later. */
  dismiss(id: string): void;
  dismissAll(): void;
  /** Hover or keyboard focus holds the timer, so nobody loses a message while reading it (WCAG 2.2.1). */
  pause(id: string): void;
  resume(id: string): void;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  startedAt: number;
  remaining: number;
}

export function createToastStore() {
  const store = createStore<ToastState>(() => ({ toasts: [] }));
  const timers = new Map<string, Timer>();
  let counter = 0;

  const find = (id: string) => store.getState().toasts.find((t) => t.id === id);
  const clearTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer?.handle !== undefined) clearTimeout(timer.handle);
    timers.delete(id);
  };
  const remove = (id: string) => {
    clearTimer(id);
    store.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  };
  const schedule = (id: string, ms: number) => {
    clearTimer(id);
    timers.set(id, { handle: setTimeout(() => api.dismiss(id), ms), startedAt: Date.now(), remaining: ms });
  };

  const api: ToastApi = {
    show(options) {
      counter += 1;
      const type = options.type ?? 'info';
      const toast: Toast = {
        id: `toast-${counter}`,
        type,
        title: options.title,
        message: options.message,
        duration: options.duration ?? durations.toast,
        persistent: options.persistent ?? type === 'loading',
        actions: options.actions ?? [],
        paymentMethod: options.paymentMethod,
        position: options.position ?? DEFAULT_TOAST_POSITION,
        leaving: false,
      };
      const shown = [...store.getState().toasts.filter((t) => !t.leaving), toast];
      // Over the limit the oldest go at once (no animation), so never more than 5 are on screen.
      shown.slice(0, Math.max(0, shown.length - MAX_VISIBLE_TOASTS)).forEach((old) => remove(old.id));
      store.setState((s) => ({ toasts: [...s.toasts, toast] }));
      if (!toast.persistent) schedule(toast.id, toast.duration);
      return toast.id;
    },
    success: (title, message) => api.show({ type: 'success', title, message }),
    error: (title, message) => api.show({ type: 'error', title, message }),
    warning: (title, message) => api.show({ type: 'warning', title, message }),
    info: (title, message) => api.show({ type: 'info', title, message }),
    loading: (title, message) => api.show({ type: 'loading', title, message }),
    update(id, changes) {
      const current = find(id);
      if (!current || current.leaving) return;
      const type = changes.type ?? current.type;
      const persistent = changes.persistent ?? (changes.type !== undefined ? type === 'loading' : current.persistent);
      const next: Toast = { ...current, ...changes, type, persistent, actions: changes.actions ?? current.actions };
      store.setState((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? next : t)) }));
      if (next.persistent) clearTimer(id);
      else if (!timers.has(id) || changes.duration !== undefined || changes.type !== undefined) schedule(id, next.duration);
    },
    dismiss(id) {
      const current = find(id);
      if (!current || current.leaving) return;
      clearTimer(id);
      store.setState((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)) }));
      setTimeout(() => remove(id), durations.toastRemoval);
    },
    dismissAll() {
      store.getState().toasts.forEach((t) => api.dismiss(t.id));
    },
    pause(id) {
      const timer = timers.get(id);
      if (!timer || timer.handle === undefined) return;
      clearTimeout(timer.handle);
      timers.set(id, { handle: undefined, startedAt: timer.startedAt, remaining: Math.max(0, timer.remaining - (Date.now() - timer.startedAt)) });
    },
    resume(id) {
      const timer = timers.get(id);
      if (!timer || timer.handle !== undefined) return;
      schedule(id, timer.remaining);
    },
  };

  return { store, api };
}

const appToasts = createToastStore();
/** The app-wide toast store (read it with `useToasts`). */
export const toastStore = appToasts.store;
/** Raise, update and close toasts from anywhere: `toast.error('Payment Failed', '…')`. */
export const toast: ToastApi = appToasts.api;
