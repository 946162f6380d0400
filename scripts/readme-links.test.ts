/**
 * The README and docs/ stand alone: every link and picture points at a file of this repository
 * (someone who clones it has nothing else), and every such file exists. The README stays short
 * (issue 38: 150 lines, read in five minutes) and reaches every document in docs/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

describe('README and docs links', () => {
  it.each(documents)('%s links only to files that exist in the repository', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8');
    const targets = [...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
    const broken = targets.filter((target) => {
      if (/^[a-z]+:/i.test(target)) return true; // outside the repository
      const file = path.resolve(path.dirname(path.join(root, document)), target.split('#')[0]!);
      return !file.startsWith(`${root}${path.sep}`) || !existsSync(file);
    });
    expect(broken).toEqual([]);
    if (document === 'README.md') expect(targets).toEqual(expect.arrayContaining(['docs/architecture.md', 'docs/screenshots/login.png', 'docs/screenshots/dashboard.png']));
  });

  it('the README is at most 150 lines and links every document in docs/', () => {
    const text = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
    const linked = new Set([...text.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)].map((match) => match[1]));
    const docs = documents.filter((document) => document.startsWith('docs/'));
    expect(docs).toEqual(expect.arrayContaining(['docs/architecture.md', 'docs/operations.md', 'docs/api.md', 'docs/money.md']));
    expect(docs.filter((document) => !linked.has(document))).toEqual([]);
  });
});
