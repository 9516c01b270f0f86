// `npm test`: every suite, one summary. Static checks (contract, machine diagrams, lint, typecheck) count as one
// test each; vitest (browser + node projects) and Playwright count their tests. The last line
// printed is `N passed, N failed` (CI reads it); the exit code is non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium.ts';

const root = join(import.meta.dirname, '..');
const reports = join(root, 'artifacts/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name: string) => join(root, 'node_modules/.bin', name);

interface Tally {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
}
const tallies: Tally[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n▶ ${[command.replace(`${root}/`, ''), ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function check(suite: string, command: string, args: string[]): void {
  const ok = run(command, args) === 0;
  tallies.push({ suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

check('contract:check', process.execPath, [join(root, 'scripts/contract.ts'), '--check']);
check('machines:docs', process.execPath, [join(root, 'scripts/machinesDocs.ts'), '--check']);
check('lint', bin('biome'), ['check', '.']);
check('typecheck app', bin('tsc'), ['-p', 'tsconfig.app.json']);
check('typecheck node', bin('tsc'), ['-p', 'tsconfig.node.json']);

const vitestReport = join(reports, 'vitest.json');
const vitestStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  const failedSuites = report.numFailedTestSuites ?? 0;
  tallies.push({
    suite: 'vitest',
    passed: report.numPassedTests,
    failed:
      report.numFailedTests +
      (report.numFailedTests === 0 && vitestStatus !== 0 ? Math.max(1, failedSuites) : 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  });
} else {
  tallies.push({ suite: 'vitest', passed: 0, failed: 1, skipped: 0 });
}

const playwrightReport = join(reports, 'playwright.json');
const chromium = ensureChromium();
if (chromium.ok) {
  const status = run(bin('playwright'), ['test']);
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    const failed = stats.unexpected + stats.flaky;
    tallies.push({
      suite: 'e2e',
      passed: stats.expected,
      failed: failed === 0 && status !== 0 ? 1 : failed,
      skipped: stats.skipped,
    });
  } else {
    tallies.push({ suite: 'e2e', passed: 0, failed: 1, skipped: 0 });
  }
} else {
  console.error(`\n✖ e2e: ${chromium.reason}`);
  tallies.push({ suite: 'e2e', passed: 0, failed: 1, skipped: 0 });
}

console.log('\nSummary');
for (const t of tallies) {
  console.log(
    `  ${t.suite.padEnd(16)} ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`,
  );
}
const sum = (key: 'passed' | 'failed' | 'skipped') => tallies.reduce((n, t) => n + t[key], 0);
const skipped = sum('skipped');
console.log(`${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(sum('failed') === 0 ? 0 : 1);
