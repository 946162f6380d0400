import { useEffect, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Staged } from './staged.tsx';

/** A part that notes, when it renders, which parts' effects had run by then. */
function Part({ name, log }: { name: string; log: string[] }) {
  const [seenAtRender] = useState(() => [...log]);
  useEffect(() => {
    log.push(name);
  }, [log, name]);
  return <p data-testid={`part-${name}`}>{`${name} after ${seenAtRender.join(',') || 'nothing'}`}</p>;
}

function Placeholder({ name }: { name: string }) {
  return <p data-testid={`waiting-${name}`}>loading {name}</p>;
}

/** One staged part per name, in order. */
function Parts({ names, log }: { names: string[]; log: string[] }) {
  return (
    <>
      {names.map((name) => (
        <Staged key={name} fallback={<Placeholder name={name} />}>
          <Part name={name} log={log} />
        </Staged>
      ))}
    </>
  );
}

async function nextTasks(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe('Staged', () => {
  it('shows every fallback first, then the parts in order, each after the one before has run its effects', async () => {
    const log: string[] = [];
    render(<Parts names={['a', 'b', 'c']} log={log} />);
    // The first render: only the fallbacks, nothing of the parts has run.
    expect(screen.getByTestId('waiting-a')).toBeInTheDocument();
    expect(screen.getByTestId('waiting-b')).toBeInTheDocument();
    expect(screen.getByTestId('waiting-c')).toBeInTheDocument();
    expect(log).toEqual([]);

    expect(await screen.findByTestId('part-c')).toHaveTextContent('c after a,b');
    expect(screen.getByTestId('part-a')).toHaveTextContent('a after nothing');
    // b rendered only once a's effects had run: a commit of its own.
    expect(screen.getByTestId('part-b')).toHaveTextContent('b after a');
    // c's effect runs after c's paint, which a loaded machine can put after findByTestId answered.
    await waitFor(() => expect(log).toEqual(['a', 'b', 'c']));
    expect(screen.queryByTestId('waiting-b')).toBeNull();
  });

  it('shows one part per task: the second is still waiting when the first appears', async () => {
    const log: string[] = [];
    render(<Parts names={['a', 'b']} log={log} />);
    await screen.findByTestId('part-a');
    expect(screen.getByTestId('waiting-b')).toBeInTheDocument();
    await screen.findByTestId('part-b');
  });

  it('a part removed before its turn, or while it is being shown, does not hold up the rest', async () => {
    const log: string[] = [];
    let hide: (names: string[]) => void = () => undefined;
    function Screen() {
      const [hidden, setHidden] = useState<string[]>([]);
      hide = setHidden;
      return <Parts names={['a', 'b', 'c', 'd'].filter((name) => !hidden.includes(name))} log={log} />;
    }
    render(<Screen />);
    // a is being shown (its turn has come, in the next task); c has not had its turn.
    act(() => hide(['a', 'c']));
    expect(await screen.findByTestId('part-d')).toHaveTextContent('d after b');
    expect(screen.queryByTestId('part-a')).toBeNull();
    expect(screen.queryByTestId('part-c')).toBeNull();
    // d's effect runs after its paint, which a loaded machine can put after findByTestId's answer:
    // wait for it, then check that nothing else (a or c) runs in the tasks after.
    await waitFor(() => expect(log).toEqual(['b', 'd']));
    await nextTasks(2);
    expect(log).toEqual(['b', 'd']);
  });

  it('a part added later waits for its turn after the ones already there', async () => {
    const log: string[] = [];
    const { rerender } = render(<Parts names={['a']} log={log} />);
    await screen.findByTestId('part-a');
    rerender(<Parts names={['a', 'b']} log={log} />);
    expect(screen.getByTestId('waiting-b')).toBeInTheDocument();
    await nextTasks(3);
    expect(screen.getByTestId('part-b')).toHaveTextContent('b after a');
  });
});
