import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyRoles } from '../../api/queries.ts';
import { HOME_SHORTCUTS } from './shortcuts.ts';
import './HomePage.css';

/** Home: a welcome with the user's name and the ways into the product. */
export function HomePage() {
  const { t } = useTranslation();
  const { data } = useMyRoles();
  const user = data?.result;
  const name = user ? user.first_name || user.username : '';
  return (
    <div className="loupe-page">
      <div className="loupe-page__header">
        <div>
          <h1 className="loupe-page__title">{t('home.welcome', { name })}</h1>
          <p className="loupe-page__subtitle">{t('home.subtitle')}</p>
        </div>
      </div>
      <ul className="loupe-home__shortcuts">
        {HOME_SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to}>
            <Link to={shortcut.to} className="loupe-home__shortcut loupe-card">
              <span className="loupe-home__shortcut-title">{t(shortcut.title)}</span>
              <span className="loupe-home__shortcut-text">{t(shortcut.description)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
