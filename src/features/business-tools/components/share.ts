import { toast } from '../../../components/ui/toast/toast-store.ts';

export async function copyText(text: string, what = 'Link'): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    // Clipboard refused (permissions, an old browser): the text is on screen to copy by hand.
    toast.error('Could not copy', text);
  }
}

/** The phone's share sheet where there is one (WhatsApp, SMS…), else the clipboard. */
export async function shareLink(url: string, title: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text: title, url });
      return;
    } catch (error) {
      // The person closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyText(url);
}
