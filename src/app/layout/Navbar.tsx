import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useMyRoles } from '../../api/queries.ts';
import { Logo } from './Logo.tsx';
import { NAV_LINKS } from './navLinks.ts';
import { UserMenu } from './UserMenu.tsx';
import './Navbar.css';

export function Navbar() {
  const { t } = useTranslation();
  const { data } = useMyRoles();
  return (
    <header className="loupe-navbar">
      <Logo />
      <nav className="loupe-navbar__nav" aria-label={t('nav.main')}>
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="loupe-navbar__link">
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {data && <UserMenu user={data.result} />}
    </header>
  );
}
