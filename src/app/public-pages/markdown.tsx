import { Fragment, type ReactNode } from 'react';

/**
 * The small Markdown subset the legal texts use (src/app/public-pages/legal/*.md): `## heading`, `- list`,
 * `> note`, paragraphs, **bold** and `code`. A business replaces the files, not this code; anything
 * else renders as plain text (never as HTML), so a pasted script cannot run.
 */
function inline(text: string): ReactNode {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/).map((part, index) => {
    if (part.startsWith('**') && part.endsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>;
    if (part.length > 1 && part.startsWith('`') && part.endsWith('`')) return <code key={index}>{part.slice(1, -1)}</code>;
    return <Fragment key={index}>{part}</Fragment>;
  });
}

export function renderMarkdown(source: string): ReactNode[] {
  const blocks = source.trim().split(/\n\s*\n/);
  return blocks.map((block, index) => {
    const lines = block.split('\n');
    if (block.startsWith('## ')) return <h2 key={index}>{inline(block.slice(3))}</h2>;
    if (block.startsWith('> ')) return <aside key={index} role="note">{inline(lines.map((line) => line.replace(/^>\s?/, '')).join(' '))}</aside>;
    if (lines.every((line) => line.startsWith('- '))) {
      return (
        <ul key={index}>
          {lines.map((line, item) => (
            <li key={item}>{inline(line.slice(2))}</li>
          ))}
        </ul>
      );
    }
    return <p key={index}>{inline(lines.join(' '))}</p>;
  });
}
