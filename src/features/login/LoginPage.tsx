import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../api/ApiProvider.tsx';
import { CSRF_HEADER } from '../../api/csrf.ts';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { Button } from '../../components/Button/Button.tsx';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { LoupeMark } from '../../components/LoupeMark/LoupeMark.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { safeNextPath } from './safeNextPath.ts';
import './LoginPage.css';

/**
 * /login/: username and password, posted as JSON to POST /login/ with the visitor's login CSRF
 * token (GET /login/csrf_token/, fetched just before); then `next` or home.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const client = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      setError(t('login.missingCredentials'));
      return;
    }
    setError(null);
    setPending(true);
    try {
      const { data: csrf } = await client.GET('/login/csrf_token/');
      await client.POST('/login/', {
        body: { username: username.trim(), password },
        headers: { [CSRF_HEADER]: csrf?.result ?? '' },
      });
      queryClient.clear();
      navigate(safeNextPath(params.get('next')), { replace: true });
    } catch (thrown) {
      const clientError = normalizeThrownError(thrown);
      const noServerMessage = clientError.messageKey === 'errors.generic';
      setError(
        clientError.status === 401 && noServerMessage ? t('login.invalid') : clientErrorText(t, clientError),
      );
      setPending(false);
    }
  }

  return (
    <div className="loupe-login">
      <form className="loupe-login__card loupe-card" onSubmit={onSubmit} noValidate>
        <div className="loupe-login__brand">
          <LoupeMark className="loupe-login__mark" />
          <span className="loupe-login__name">{t('app.name')}</span>
        </div>
        <h1 className="loupe-login__title">{t('login.title')}</h1>
        <p className="loupe-login__subtitle">{t('login.subtitle')}</p>
        {error && (
          <div className="loupe-login__error" role="alert">
            {error}
          </div>
        )}
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
          autoFocus
          isRequired
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isRequired
        />
        <Button type="submit" variant="primary" size="large" block isDisabled={pending}>
          {pending ? t('login.signingIn') : t('login.signIn')}
        </Button>
      </form>
    </div>
  );
}
