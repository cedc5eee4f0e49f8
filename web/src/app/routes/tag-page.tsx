import { useParams } from 'react-router';
import { FollowButton } from '@/features/follows';
import TagPage from '@/features/tags/pages/tag-page';

/** /Tags/:Tag: the tag's questions, with Follow tag under the intro. */
export default function TagRoute() {
  const { Tag = '' } = useParams();
  return <TagPage actions={<FollowButton target={{ kind: 'tag', tag: Tag }} />} />;
}
