import { useParams } from 'react-router';
import { MemberBadges } from '@/features/badges';
import UserPage from '@/features/users/pages/user-page';

/** /User/:uid/:name: the public user page, with the member's badges under the profile. */
export default function UserRoute() {
  const { uid = '' } = useParams();
  return <UserPage badges={<MemberBadges uid={uid} />} />;
}
