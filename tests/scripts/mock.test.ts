// `npm run mock` (Prism on the bundled contract) answers every GET operation that needs no
// parameter with a response that conforms to the contract, and enforces the contract's security.
// Websocket upgrades (a 101 response) are outside what Prism serves.
import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractIndex } from '../../server/http/contractIndex.ts';

const root = join(import.meta.dirname, '../..');
const contract = ContractIndex.load();
let base = '';
let prism: ChildProcess | undefined;

// A port the system just gave out and released (a fixed range can hit a machine's own services).
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Starts Prism on a free port and waits for /health. A loaded CI machine can take long to parse
// the contract, and a port may be taken: Prism's output is kept, an early exit retries on another
// port, and the error says what Prism printed.
async function startPrism(): Promise<void> {
  const output: string[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [join(root, 'scripts/mock.ts'), '--errors'], {
      env: { ...process.env, LOUPE_MOCK_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prism = child;
    let exited = false;
    child.on('exit', () => {
      exited = true;
    });
    const keep = (chunk: Buffer) => output.push(chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const deadline = Date.now() + 100_000;
    while (Date.now() < deadline && !exited) {
      try {
        if ((await fetch(`${base}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    child.kill('SIGTERM');
    if (!exited) break;
  }
  throw new Error(`Prism did not start: ${output.join('').slice(-2000)}`);
}

beforeAll(startPrism, 320_000);

afterAll(() => {
  prism?.kill('SIGTERM');
});

describe('npm run mock', () => {
  const gets = contract
    .operations()
    .filter(
      (op) =>
        op.method === 'GET' &&
        !op.path.includes('{') &&
        !op.parameters.some((parameter) => parameter.value.required === true) &&
        !Object.hasOwn(op.operation.responses ?? {}, '101'),
    );

  it.each(gets.map((op) => [op.operationId, op] as const))(
    'serves %s as the contract says',
    async (_, op) => {
      const response = await fetch(`${base}${op.path}`, {
        headers: { Authorization: 'Bearer mock-token' },
        redirect: 'manual',
      });
      const type = response.headers.get('content-type') ?? undefined;
      const text = await response.text();
      const body = type?.includes('json') ? JSON.parse(text) : text;
      expect(contract.validateResponse('GET', op.path, response.status, type, body)).toEqual([]);
      expect(response.status).toBeLessThan(400);
    },
  );

  it('answers 401 for a protected operation without credentials', async () => {
    const response = await fetch(`${base}/api/v1/database/`);
    expect(response.status).toBe(401);
  });
});
