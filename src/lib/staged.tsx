/**
 * Issue 15 (total blocking time): a screen of several independent parts mounts them one after
 * another, each in a commit of its own, instead of all in one.
 *
 * React runs every effect of a commit in one task: on the dashboard that task subscribed every
 * section's queries and started their requests, 50 ms on a slow phone before the 4x slowdown.
 * `<Staged>` shows `fallback` (the part's own loading state, so nothing moves) on the first
 * render; the parts are then shown in the order they were first rendered, one per task, each in a
 * transition (rendered in slices). The next part is shown only after the previous one's effects
 * have run, so each part's render, commit and effects are tasks of their own.
 */
import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

type Reveal = () => void;

const waiting: Reveal[] = [];
/** The part being shown now, until its effects have run; the next waits for it. */
let showing: Reveal | undefined;

/** Shows the next waiting part, in a task of its own. */
function showNext(): void {
  const reveal = waiting.shift();
  showing = reveal;
  if (!reveal) return;
  setTimeout(() => {
    if (showing === reveal) startTransition(reveal);
  }, 0);
}

/** `reveal`'s part has been shown (its effects ran) or is gone: the next part may come. */
function done(reveal: Reveal): void {
  if (showing === reveal) showNext();
}

function enqueue(reveal: Reveal): () => void {
  waiting.push(reveal);
  if (!showing) showNext();
  return () => {
    const index = waiting.indexOf(reveal);
    if (index !== -1) waiting.splice(index, 1);
    // Unmounted while being shown: it will never say it is done (a no-op if it did).
    done(reveal);
  };
}

/** Runs after the shown part's own effects (children's effects run before their parent's). */
function Shown({ reveal, children }: { reveal: Reveal; children: ReactNode }) {
  useEffect(() => {
    done(reveal);
  }, [reveal]);
  return children;
}

/** `children` after the parts rendered before it; `fallback` (same size) until then. */
export function Staged({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const [reveal] = useState<Reveal>(() => () => setShown(true));
  // A layout effect queues the parts in the order they appear in the tree; unmounted, a part
  // leaves the queue (or, if it was being shown, lets the next one come).
  useLayoutEffect(() => enqueue(reveal), [reveal]);
  return shown ? <Shown reveal={reveal}>{children}</Shown> : fallback;
}
