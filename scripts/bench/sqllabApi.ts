// The bench's HTTP client of the real server: bearer login, the examples database id, and one
// timed POST /api/v1/sqllab/execute/ (sync) — the full round trip, the body read to its end.
import { BENCH_ADMIN_PASSWORD } from './benchServer.ts';

export interface ApiSession {
  baseURL: string;
  headers: Record<string, string>;
  examplesId: number;
}

export async function logInApi(baseURL: string): Promise<ApiSession> {
  const login = await fetch(`${baseURL}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD, provider: 'db' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const q = encodeURIComponent('(filters:!((col:database_name,opr:eq,value:examples)))');
  const list = await fetch(`${baseURL}/api/v1/database/?q=${q}`, { headers });
  const body = (await list.json()) as { result?: { id: number; database_name: string }[] };
  const examples = body.result?.find((row) => row.database_name === 'examples');
  if (!examples) throw new Error(`no examples database: ${JSON.stringify(body)}`);
  return { baseURL, headers, examplesId: examples.id };
}

export interface TimedExecute {
  ms: number;
  bytes: number;
  body: ArrayBuffer;
}

/** One sync execute: from sending the request to the last byte of the body. */
export async function timedExecute(
  session: ApiSession,
  sql: string,
  queryLimit: number,
): Promise<TimedExecute> {
  const payload = JSON.stringify({
    database_id: session.examplesId,
    sql,
    schema: 'main',
    runAsync: false,
    queryLimit,
    expand_data: true,
  });
  const started = performance.now();
  const reply = await fetch(`${session.baseURL}/api/v1/sqllab/execute/`, {
    method: 'POST',
    headers: session.headers,
    body: payload,
  });
  const body = await reply.arrayBuffer();
  const ms = performance.now() - started;
  if (reply.status !== 200) {
    throw new Error(`execute answered ${reply.status}: ${new TextDecoder().decode(body).slice(0, 500)}`);
  }
  return { ms, bytes: body.byteLength, body };
}

/** The row count of an execute reply (checked once, outside the timed runs). */
export function executeRowCount(body: ArrayBuffer): { rows: number; columns: number; status: string } {
  const parsed = JSON.parse(new TextDecoder().decode(body)) as {
    status: string;
    data: unknown[];
    columns: unknown[];
  };
  return { rows: parsed.data.length, columns: parsed.columns.length, status: parsed.status };
}
