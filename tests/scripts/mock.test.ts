// `npm run mock` (Prism on the bundled contract) answers every GET operation that needs no
// parameter with a response that conforms to the contract, and enforces the contract's security.
// Websocket upgrades (a 101 response) are outside what Prism serves.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractIndex } from '../../server/http/contractIndex.ts';

const root = join(import.meta.dirname, '../..');
const port = 4100 + Math.floor(Math.random() * 800);
const base = `http://127.0.0.1:${port}`;
const contract = ContractIndex.load();
let prism: ChildProcess;

async function waitForPrism(): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Prism did not start within 45 s');
}

beforeAll(async () => {
  prism = spawn(process.execPath, [join(root, 'scripts/mock.ts'), '--errors'], {
    env: { ...process.env, LOUPE_MOCK_PORT: String(port) },
    stdio: 'ignore',
  });
  await waitForPrism();
}, 60_000);

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
