import { useState } from 'react';
import { Button, type ButtonVariant } from '../button/Button.tsx';

/**
 * Copies `text` to the clipboard and says so ("Copied"). Where the browser refuses (no secure
 * context, permission denied), it says to select the text instead, which stays on screen.
 */
export function CopyButton({ text, label = 'Copy', variant = 'outline' }: { text: string; label?: string; variant?: ButtonVariant }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <Button
      size="sm"
      variant={variant}
      onClick={() => {
        const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
        if (!clipboard) {
          setState('failed');
          return;
        }
        clipboard.writeText(text).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select the text to copy it' : label}
    </Button>
  );
}
