// The real Loupe server for a benchmark, as `npm start` runs it (scripts/start.ts: SPA build
// when stale, migrations, first-start admin, examples, serve) on a fresh temp data dir and a
// port of 8290–8298. The examples file is generated here first, so the raw-engine baseline can
// read a byte-identical copy without contending for DuckDB's file lock with the server.
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { examplesPath, generateExamples } from '../../server/examples/generateExamples.ts';
import { onCleanup } from './cleanup.ts';

const root = join(import.meta.dirname, '../..');
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';

export interface BenchServer {
  baseURL: string;
  dataDir: string;
  /** A copy of the server's examples.duckdb for the raw baseline. */
  rawExamplesPath: string;
}

export interface ServerLimits {
  sqlMaxRow: number;
  displayMaxRow: number;
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: pick another with --port (8290–8298)`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${tail(logPath)}`);
    }
    try {
      if ((await fetch(`${baseURL}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /health within 240 s:\n${tail(logPath)}`);
}

function tail(path: string): string {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no server log)';
  }
}

/** Stops the server's process group: SIGTERM, then SIGKILL after 10 s. */
function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const killer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(killer);
      resolve();
    }
  });
}

export async function startBenchServer(port: number, limits: ServerLimits): Promise<BenchServer> {
  await assertPortFree(port);
  const dataDir = mkdtempSync(join(tmpdir(), 'loupe-bench-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));

  const started = Date.now();
  await generateExamples(examplesPath(dataDir));
  const rawExamplesPath = join(dataDir, 'raw-examples.duckdb');
  copyFileSync(examplesPath(dataDir), rawExamplesPath);
  console.log(`Generated the examples database in ${Date.now() - started} ms (${dataDir})`);

  const logPath = join(dataDir, 'server.log');
  const log = createWriteStream(logPath);
  const baseURL = `http://127.0.0.1:${port}`;
  // Its own process group, so the server under scripts/start.ts is stopped with it.
  const child = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      LOUPE_HOST: '127.0.0.1',
      LOUPE_PORT: String(port),
      LOUPE_DATA_DIR: dataDir,
      LOUPE_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      LOUPE_METADATA_URL: '',
      LOUPE_REDIS_URL: '',
      LOUPE_LOAD_EXAMPLES: 'true',
      LOUPE_SQL_MAX_ROW: String(limits.sqlMaxRow),
      LOUPE_DISPLAY_MAX_ROW: String(limits.displayMaxRow),
      LOUPE_LOG_LEVEL: 'warn',
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  onCleanup(() => stopProcessGroup(child));
  console.log(`Starting the server on ${baseURL} (SPA build first when dist/ is stale)…`);
  await waitForHealth(baseURL, child, logPath);
  return { baseURL, dataDir, rawExamplesPath };
}
