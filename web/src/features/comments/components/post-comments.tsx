import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { holdsPrivilege, missingPrivilegeMessage, type PostRef } from '@queryhub/model';
import { useCommenterStanding } from '../api/comment-privilege';
import { usePostComments } from '../api/comments';
import { MentionCandidatesContext } from '../mention-candidates';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import '../comments.css';

/** Someone the comments name: their uid and display name. */
interface Participant {
  uid: string;
  userName: string;
}

/** While the question is not there (yet): nobody is its asker. */
export const NO_ASKER: Participant = { uid: '', userName: '' };

export interface PostCommentsProps {
  post: PostRef;
  /** The post's author: may always comment here, and is offered after `@`. */
  author: Participant;
  /** The question's asker: may always comment on its answers, and is offered after `@`. */
  asker: Participant;
  /** The Flag control of a comment by someone else (the route passes moderation's FlagButton). */
  flagAction?: (commentId: string) => ReactNode;
}

/**
 * A post's comments, oldest first, and its **Add a comment** button: the composer for whoever
 * may comment here (one's own post, an answer to one's own question, or the commentAnywhere
 * privilege), the privilege's explanation for anyone else, a way to log in for visitors.
 */
export function PostComments(props: PostCommentsProps) {
  const { post, author, asker } = props;
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const comments = usePostComments(post.id);
  const [open, setOpen] = useState(false);
  const list = comments.status === 'ready' ? comments.data : [];
  const names = [author.userName, asker.userName, ...list.map((comment) => comment.userName)];
  const label = post.kind === 'question' ? 'Comments on the question' : 'Comments on this answer';

  return (
    <section className="comments" aria-label={label}>
      {list.length > 0 && (
        <ol className="comments__list">
          {list.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              uid={uid}
              flagAction={props.flagAction}
            />
          ))}
        </ol>
      )}
      {comments.status === 'error' && (
        <p className="comments__note" role="alert">
          The comments could not be loaded.
        </p>
      )}
      {open ? (
        uid === null ? (
          <p className="comments__note">
            Please <Link to={paths.login.getHref()}>log in</Link> to comment.
          </p>
        ) : (
          <MentionCandidatesContext.Provider value={names}>
            <CommentGate {...props} uid={uid} onDone={() => setOpen(false)} />
          </MentionCandidatesContext.Provider>
        )
      ) : (
        <Button variant="ghost" className="comments__add" onClick={() => setOpen(true)}>
          Add a comment
        </Button>
      )}
    </section>
  );
}

interface CommentGateProps extends PostCommentsProps {
  uid: string;
  onDone: () => void;
}

/** The composer, or why the member cannot comment here yet. */
function CommentGate({ uid, onDone, post, author, asker }: CommentGateProps) {
  const always = author.uid === uid || (post.kind === 'answer' && asker.uid === uid);
  const standing = useCommenterStanding(uid);
  if (always) return <CommentComposer uid={uid} post={post} onDone={onDone} />;
  if (standing.status === 'loading') return null;
  if (standing.status === 'error') {
    return <CommentComposer uid={uid} post={post} onDone={onDone} />;
  }
  const { preset, ...member } = standing.data;
  if (holdsPrivilege('commentAnywhere', member, preset)) {
    return <CommentComposer uid={uid} post={post} onDone={onDone} />;
  }
  return (
    <p className="comments__note" role="status">
      {missingPrivilegeMessage('commentAnywhere', preset)}
    </p>
  );
}
