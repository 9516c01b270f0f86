// Writes each machine of machines/index.ts as a Mermaid state diagram, generated from its
// definition, to docs/machines/<name>.md.
//   node scripts/machinesDocs.ts          write the pages (and drop generated pages of machines gone)
//   node scripts/machinesDocs.ts --check  fail, naming the stale pages, when any differs
//   --dir <path>                          another folder than docs/machines (tests)
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { GENERATED_MARKER, machineDoc } from '../machines/diagram.ts';
import { MACHINES } from '../machines/index.ts';

const root = join(import.meta.dirname, '..');
const dirFlag = process.argv.indexOf('--dir');
const docsDir = dirFlag > 0 ? resolve(process.argv[dirFlag + 1] ?? '') : join(root, 'docs/machines');
const inside = relative(process.cwd(), docsDir);
const shown = inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : docsDir;
const check = process.argv.includes('--check');

const pages = new Map(MACHINES.map((entry) => [`${entry.name}.md`, machineDoc(entry.title, entry.machine)]));
const existing = existsSync(docsDir) ? readdirSync(docsDir).filter((name) => name.endsWith('.md')) : [];
// A page we generated for a machine that is no longer registered (other pages are left alone).
const orphans = existing.filter(
  (name) => !pages.has(name) && readFileSync(join(docsDir, name), 'utf8').includes(GENERATED_MARKER),
);
const stale = [...pages].filter(([name, text]) => {
  const path = join(docsDir, name);
  return !existsSync(path) || readFileSync(path, 'utf8') !== text;
});

if (check) {
  if (stale.length > 0 || orphans.length > 0) {
    for (const [name] of stale) console.error(`stale: ${join(shown, name)}`);
    for (const name of orphans) console.error(`not generated: ${join(shown, name)}`);
    console.error('The machines changed: run `npm run machines:docs` and commit docs/machines/.');
    process.exit(1);
  }
  console.log(`machines:docs: ${pages.size} diagrams are current`);
} else {
  mkdirSync(docsDir, { recursive: true });
  for (const [name, text] of stale) writeFileSync(join(docsDir, name), text);
  for (const name of orphans) rmSync(join(docsDir, name));
  console.log(
    `machines:docs: ${stale.length} written, ${pages.size - stale.length} unchanged, ${orphans.length} removed`,
  );
}
