import { Link, NavLink } from 'react-router';
import { ProfilePicture } from '@/components/content/profile-picture';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { NotificationsLink } from '@/features/notifications';
import { SearchBar } from '@/features/search/components/search-bar';
import { ThemeSelect } from '../theme/theme-select';

function AccountLink() {
  const { user, profile } = useAuth();
  if (user === undefined) return <span className="header__account-placeholder" aria-hidden />;
  if (!user) {
    return (
      <NavLink className="header__link header__login" to={paths.login.getHref()}>
        Login
      </NavLink>
    );
  }
  return (
    <Link className="header__avatar-link" to={paths.profile.root.getHref()}>
      <ProfilePicture className="avatar" photo={profile?.Photo} size={40} alt="Your profile" />
    </Link>
  );
}

function HeaderNotifications() {
  const { user } = useAuth();
  return user ? <NotificationsLink uid={user.uid} /> : null;
}

export function Header() {
  return (
    <header className="header">
      <div className="header__inner">
        <Link className="header__brand" to={paths.home.getHref()}>
          QueryHub
        </Link>
        <div className="header__search">
          <SearchBar />
        </div>
        <nav className="header__nav" aria-label="Main">
          <NavLink className="header__link" to={paths.allQuestions.getHref()} end>
            Questions
          </NavLink>
          <NavLink className="header__link" to={paths.tags.getHref()} end>
            Tags
          </NavLink>
          <NavLink className="header__link" to={paths.contact.getHref()}>
            Contact
          </NavLink>
          <ThemeSelect />
          <HeaderNotifications />
          <AccountLink />
        </nav>
      </div>
    </header>
  );
}
