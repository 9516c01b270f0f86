import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoupeMark } from '../../components/LoupeMark/LoupeMark.tsx';

/** The Loupe mark and name, 24 px high (--loupe-logo-height), linking home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="loupe-logo" aria-label={t('nav.home')}>
      <LoupeMark className="loupe-logo__mark" />
      <span className="loupe-logo__name">{t('app.name')}</span>
    </Link>
  );
}
