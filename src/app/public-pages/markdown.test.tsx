import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.tsx';
import privacy from './legal/privacy.md?raw';

describe('legal Markdown', () => {
  it('renders headings, lists, notes, bold and code, and never HTML', () => {
    render(<div>{renderMarkdown('> **Template.** Replace `a.md`.\n\n## Who\n\n- one\n- two\n\n<script>alert(1)</script>')}</div>);
    expect(screen.getByRole('note')).toHaveTextContent('Template. Replace a.md.');
    expect(screen.getByRole('heading', { name: 'Who' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('<script>alert(1)</script>')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
  });

  it('the default privacy text is marked as a template and says codes and tokens are stored only as hashes', () => {
    render(<div>{renderMarkdown(privacy)}</div>);
    expect(screen.getByRole('note')).toHaveTextContent(/Template\..*must review it/);
    expect(screen.getByText(/Sign-in codes, session tokens and email links are stored/)).toHaveTextContent('only as hashes');
  });
});
