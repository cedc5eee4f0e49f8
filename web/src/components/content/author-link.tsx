import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { authorName } from '@queryhub/model';

/** An author's name, linking to their public user page (plain text once anonymised). */
export function AuthorLink({ uid, userName }: { uid: string; userName: string }) {
  const name = authorName(userName);
  if (!uid || !userName) return <>{name}</>;
  return (
    <Link className="author-link" to={paths.user.getHref(uid, userName)}>
      {name}
    </Link>
  );
}
