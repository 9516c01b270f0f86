// POST /login/ and GET /logout/: the browser session.
import { HttpResponse, http } from 'msw';
import { contractJson } from '../contract.ts';
import { INVALID_LOGIN, LOGIN_CSRF_INVALID, LOGIN_CSRF_MISSING, validationError } from '../errors.ts';
import { findAccount } from '../fixtures/users.ts';
import { mockSession } from '../session.ts';
import { isFormPost, readBody } from './auth.ts';

function redirect(location: string): Response {
  return new HttpResponse(null, { status: 302, headers: { Location: location } });
}

function sameSite(next: unknown): string {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export const sessionHandlers = [
  http.get('/login/csrf_token/', () =>
    contractJson('/login/csrf_token/', 'get', 200, { result: mockSession.loginCsrfToken() }),
  ),

  http.post('/login/', async ({ request }) => {
    const form = isFormPost(request);
    const body = await readBody(request);
    const field = typeof body?.csrf_token === 'string' ? body.csrf_token : undefined;
    const csrf = mockSession.checkLoginCsrf(request.headers.get('X-CSRFToken') ?? field);
    if (csrf !== 'valid') {
      return contractJson(
        '/login/',
        'post',
        403,
        csrf === 'missing' ? LOGIN_CSRF_MISSING : LOGIN_CSRF_INVALID,
      );
    }
    const username = typeof body?.username === 'string' ? body.username : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    if (!username || !password) {
      if (form) return redirect('/login/');
      return contractJson(
        '/login/',
        'post',
        400,
        validationError(username ? 'password' : 'username', ['Missing data for required field.']),
      );
    }
    const account = findAccount(username);
    if (!account || account.password !== password || !account.user.is_active) {
      if (form) return redirect('/login/');
      return contractJson('/login/', 'post', 401, INVALID_LOGIN);
    }
    mockSession.login(account.user.id);
    if (form) return redirect(sameSite(body?.next));
    return contractJson('/login/', 'post', 200, { result: account.user });
  }),

  http.get('/logout/', () => {
    mockSession.logout();
    return redirect('/login/');
  }),
];
