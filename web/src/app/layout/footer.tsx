import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Footer() {
  return (
    <footer className="footer">
      <p>QueryHub — a free forum for asking and solving queries.</p>
      <nav aria-label="Footer">
        <Link to={paths.home.getHref()}>Home</Link>
        <Link to={paths.contact.getHref()}>Contact</Link>
      </nav>
    </footer>
  );
}
