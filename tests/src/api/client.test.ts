import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../mocks/fixtures/users.ts';
import { server } from '../../../mocks/node.ts';
import { mockSession } from '../../../mocks/session.ts';
import { createApiClient, DEFAULT_TIMEOUT_MS } from '../../../src/api/client.ts';
import { ClientError } from '../../../src/api/clientError.ts';

function signIn() {
  mockSession.login(ADMIN_USER.id);
}

async function rejection(promise: Promise<unknown>): Promise<ClientError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ClientError);
    return error as ClientError;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('returns typed data on success', async () => {
    signIn();
    const { data } = await createApiClient().GET('/api/v1/me/');
    expect(data?.result.username).toBe('admin');
  });

  it('sends the session cookie policy same-origin and a 60 s default timeout', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000);
    let credentials: string | undefined;
    server.use(
      http.get('/api/v1/me/', ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json({ message: 'Not authorized' }, { status: 401 });
      }),
    );
    await rejection(createApiClient().GET('/api/v1/me/'));
    expect(credentials).toBe('same-origin');
  });

  it('rejects with a normalised ClientError for an error response', async () => {
    const error = await rejection(createApiClient().GET('/api/v1/me/'));
    expect(error).toMatchObject({ message: 'Not authorized', status: 401, statusText: 'Unauthorized' });
  });

  it('gives Network error when fetch fails', async () => {
    server.use(http.get('/api/v1/me/', () => HttpResponse.error()));
    const error = await rejection(createApiClient().GET('/api/v1/me/'));
    expect(error).toMatchObject({ message: 'Network error', messageKey: 'errors.network' });
  });

  it('times out after the configured time, per client and per call', async () => {
    server.use(
      http.get('/api/v1/me/', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const perClient = await rejection(createApiClient({ timeout: 30 }).GET('/api/v1/me/'));
    expect(perClient.message).toBe('Request timed out');
    expect(perClient.errors?.[0]).toMatchObject({
      error_type: 'FRONTEND_TIMEOUT_ERROR',
      extra: { timeout: 0.03 },
    });
    const perCall = await rejection(createApiClient().GET('/api/v1/me/', { timeout: 20 }));
    expect(perCall.timeout).toBe(20);
    expect(perCall.errors?.[0]?.extra).toMatchObject({ timeout: 0.02 });
  });

  it('does not send a CSRF token on GET, login or JWT calls', async () => {
    let tokenCalls = 0;
    server.use(
      http.get('/api/v1/security/csrf_token/', () => {
        tokenCalls += 1;
        return HttpResponse.json({ result: 'token' });
      }),
    );
    const client = createApiClient();
    const login = await client.GET('/login/csrf_token/');
    await client.POST('/login/', {
      body: { username: 'admin', password: 'admin' },
      headers: { 'X-CSRFToken': login.data?.result ?? '' },
    });
    await client.GET('/api/v1/me/');
    await client.POST('/api/v1/security/login', {
      body: { username: 'admin', password: 'admin', provider: 'db' },
    });
    expect(tokenCalls).toBe(0);
  });
});

// The contract has no session-protected mutating call yet: exercise the middleware on a test path.
type UntypedPost = (path: string, init?: { body?: unknown }) => Promise<{ data?: unknown }>;
const TEST_PATH = '/api/v1/test/mutation/';

describe('api client CSRF', () => {
  it('fetches the token once and sends it as X-CSRFToken on every mutating call', async () => {
    let tokenCalls = 0;
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/v1/security/csrf_token/', () => {
        tokenCalls += 1;
        return HttpResponse.json({ result: 'token-1' });
      }),
      http.post(TEST_PATH, ({ request }) => {
        seen.push(request.headers.get('X-CSRFToken'));
        return HttpResponse.json({ ok: true });
      }),
      http.delete(TEST_PATH, ({ request }) => {
        seen.push(request.headers.get('X-CSRFToken'));
        return HttpResponse.json({ ok: true });
      }),
    );
    const client = createApiClient();
    const post = client.POST as unknown as UntypedPost;
    const del = client.DELETE as unknown as UntypedPost;
    await post(TEST_PATH, { body: { a: 1 } });
    await del(TEST_PATH);
    await post(TEST_PATH, { body: { a: 2 } });
    expect(seen).toEqual(['token-1', 'token-1', 'token-1']);
    expect(tokenCalls).toBe(1);
  });

  it('refetches the token once after a CSRF failure and retries the call', async () => {
    let token = 0;
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/v1/security/csrf_token/', () => {
        token += 1;
        return HttpResponse.json({ result: `token-${token}` });
      }),
      http.post(TEST_PATH, async ({ request }) => {
        bodies.push(await request.json());
        if (request.headers.get('X-CSRFToken') === 'token-1') {
          return HttpResponse.json(
            { message: '400 Bad Request: The CSRF token has expired.' },
            { status: 400 },
          );
        }
        return HttpResponse.json({ ok: request.headers.get('X-CSRFToken') });
      }),
    );
    const post = createApiClient().POST as unknown as UntypedPost;
    const { data } = await post(TEST_PATH, { body: { value: 42 } });
    expect(data).toEqual({ ok: 'token-2' });
    expect(bodies).toEqual([{ value: 42 }, { value: 42 }]);
  });

  it('gives the session-timed-out message when the retry fails on CSRF too', async () => {
    let retries = 0;
    server.use(
      http.get('/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'stale' })),
      http.post(TEST_PATH, () => {
        retries += 1;
        return HttpResponse.text('<p>The CSRF token is missing.</p>', { status: 400 });
      }),
    );
    const post = createApiClient().POST as unknown as UntypedPost;
    const error = await rejection(post(TEST_PATH, { body: {} }));
    expect(error.message).toBe('Your session timed out, please refresh your page and try again.');
    expect(retries).toBe(2);
  });

  it('still sends the call when no token can be had (logged out)', async () => {
    let header: string | null = 'unset';
    server.use(
      http.post(TEST_PATH, ({ request }) => {
        header = request.headers.get('X-CSRFToken');
        return HttpResponse.json({ message: 'Not authorized' }, { status: 401 });
      }),
    );
    const post = createApiClient().POST as unknown as UntypedPost;
    const error = await rejection(post(TEST_PATH, { body: {} }));
    expect(header).toBeNull();
    expect(error.status).toBe(401);
  });
});
