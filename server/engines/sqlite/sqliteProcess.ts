// The parent's handle on one SQLite child process: start it (open the file), send it
// statements, kill it to stop a statement for real, close it. An idle process does not keep
// the server alive (its IPC channel is unreferenced between statements).
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { QueryResult } from '../engineSpec.ts';
import type { SqliteErrorData, SqliteReply, SqliteRequest } from './sqliteProtocol.ts';

const MAIN = fileURLToPath(new URL('./sqliteProcessMain.ts', import.meta.url));

export interface SqliteOpenOptions {
  path: string;
  readonly: boolean;
  busyTimeoutMs: number;
}

interface Pending {
  resolve(result: QueryResult): void;
  reject(error: unknown): void;
}

export class SqliteProcess {
  alive = true;
  private readonly child: ChildProcess;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly exited: Promise<void>;

  private constructor(child: ChildProcess) {
    this.child = child;
    this.exited = new Promise((resolve) => {
      child.once('exit', () => {
        this.alive = false;
        for (const pending of this.pending.values()) pending.reject(processGone());
        this.pending.clear();
        resolve();
      });
    });
    child.on('error', () => {
      this.alive = false;
    });
    child.on('message', (message: SqliteReply) => this.receive(message));
  }

  static start(options: SqliteOpenOptions): Promise<SqliteProcess> {
    const child = fork(MAIN, [], {
      execArgv: ['--disable-warning=ExperimentalWarning'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const handle = new SqliteProcess(child);
    return new Promise((resolve, reject) => {
      const onMessage = (message: SqliteReply) => {
        if (message.type === 'opened') {
          cleanup();
          handle.idle();
          resolve(handle);
        } else if (message.type === 'error' && message.id === null) {
          cleanup();
          handle.kill();
          reject(toError(message.error));
        }
      };
      const onExit = () => {
        cleanup();
        reject(processGone());
      };
      const cleanup = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      handle.send({ type: 'open', ...options });
    });
  }

  execute(sql: string, params: readonly unknown[], maxRows: number): Promise<QueryResult> {
    if (!this.alive) return Promise.reject(processGone());
    const id = this.nextId++;
    this.child.channel?.ref();
    return new Promise<QueryResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ type: 'execute', id, sql, params: [...params], maxRows });
    });
  }

  /** Stops whatever the process runs, right now. */
  kill(): void {
    this.alive = false;
    this.child.kill('SIGKILL');
  }

  async close(): Promise<void> {
    if (this.alive && this.child.connected) this.child.disconnect();
    else this.child.kill('SIGKILL');
    await this.exited;
  }

  /** Resolves once the process has exited. */
  whenExited(): Promise<void> {
    return this.exited;
  }

  private send(request: SqliteRequest): void {
    this.child.send(request);
  }

  private receive(message: SqliteReply): void {
    if (message.type === 'opened' || message.id === null) return;
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if (this.pending.size === 0) this.idle();
    if (message.type === 'result') pending.resolve(message.result);
    else pending.reject(toError(message.error));
  }

  private idle(): void {
    this.child.channel?.unref();
  }
}

function toError(data: SqliteErrorData): Error {
  return Object.assign(new Error(data.message), { name: data.name, code: data.code });
}

function processGone(): Error {
  return Object.assign(new Error('The SQLite process ended.'), { code: 'LOUPE_SQLITE_PROCESS_ENDED' });
}
