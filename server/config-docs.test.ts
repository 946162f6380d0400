import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configTable, withConfigTable } from './config-docs.ts';
import { CONFIG_SCHEMA } from './config-schema.ts';

const OPERATIONS = path.join(import.meta.dirname, '..', 'docs', 'operations.md');

describe('the configuration table of docs/operations.md is the schema (issue 38)', () => {
  it('matches the schema row for row (run `npm run docs:config` after changing a setting)', () => {
    const page = readFileSync(OPERATIONS, 'utf8');
    expect(withConfigTable(page)).toBe(page);
  });

  it('names every variable of the schema once, with its default and what it accepts', () => {
    const table = configTable();
    const names = [...table.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]);
    expect(names).toEqual(Object.keys(CONFIG_SCHEMA.properties));
    expect(table).toContain('| `PORT` | `3000` | a whole number from 0 to 65535 | Port for app and API. |');
    expect(table).toContain('| `NODE_ENV` | `development` | development, test or production |');
  });

  it('fails when the page and the schema differ', () => {
    const page = readFileSync(OPERATIONS, 'utf8');
    const edited = page.replace('| `PORT` | `3000` |', '| `PORT` | `8080` |');
    expect(edited).not.toBe(page);
    expect(withConfigTable(edited)).not.toBe(edited);
  });
});
