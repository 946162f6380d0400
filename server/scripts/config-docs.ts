/**
 * `npm run docs:config`: writes the configuration table of docs/operations.md from the schema
 * (server/config-schema.ts). config-docs.test.ts fails until it has been run after a change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withConfigTable } from '../config-docs.ts';

const file = path.join(import.meta.dirname, '..', '..', 'docs', 'operations.md');
const before = readFileSync(file, 'utf8');
const after = withConfigTable(before);
if (after !== before) writeFileSync(file, after);
process.stdout.write(after === before ? 'docs/operations.md: the configuration table is current.\n' : 'docs/operations.md: the configuration table was rewritten from the schema.\n');
