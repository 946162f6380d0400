import { useStore } from 'zustand';
import { toast, toastStore, type Toast, type ToastApi } from './toast-store.ts';

/** The toast API for components: `const toast = useToast(); toast.success('Saved')`. */
export function useToast(): ToastApi {
  return toast;
}

/** The toasts on screen (used by the viewport). */
export function useToasts(): Toast[] {
  return useStore(toastStore, (state) => state.toasts);
}
