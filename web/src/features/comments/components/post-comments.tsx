import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { holdsPrivilege, missingPrivilegeMessage, type CommentPostKind } from '@queryhub/model';
import { useCommenterStanding } from '../api/comment-privilege';
import { usePostComments, type CommentTarget } from '../api/comments';
import { MentionCandidatesContext } from '../mention-candidates';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import '../comments.css';

export interface PostCommentsProps {
  kind: CommentPostKind;
  postId: string;
  questionId: string;
  /** The post's author and name: they may always comment here, and are offered after `@`. */
  postAuthorUid: string;
  postAuthorName: string;
  /** The question's asker: may always comment on its answers, and is offered after `@`. */
  askerUid: string;
  askerName: string;
  /** The Flag control of a comment by someone else (the route passes moderation's FlagButton). */
  flagAction?: (commentId: string) => ReactNode;
}

/**
 * A post's comments, oldest first, and its **Add a comment** button: the composer for whoever
 * may comment here (one's own post, an answer to one's own question, or the commentAnywhere
 * privilege), the privilege's explanation for anyone else, a way to log in for visitors.
 */
export function PostComments(props: PostCommentsProps) {
  const { kind, postId, questionId, postAuthorName, askerName } = props;
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const comments = usePostComments(postId);
  const [open, setOpen] = useState(false);
  const list = comments.status === 'ready' ? comments.data : [];
  const names = [postAuthorName, askerName, ...list.map((comment) => comment.userName)];
  const target: CommentTarget = { kind, postId, questionId };
  const label = kind === 'question' ? 'Comments on the question' : 'Comments on this answer';

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
            <CommentGate {...props} uid={uid} target={target} onDone={() => setOpen(false)} />
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
  target: CommentTarget;
  onDone: () => void;
}

/** The composer, or why the member cannot comment here yet. */
function CommentGate({ uid, target, onDone, kind, postAuthorUid, askerUid }: CommentGateProps) {
  const always = postAuthorUid === uid || (kind === 'answer' && askerUid === uid);
  const standing = useCommenterStanding(uid);
  if (always) return <CommentComposer uid={uid} target={target} onDone={onDone} />;
  if (standing.status === 'loading') return null;
  if (standing.status === 'error') {
    return <CommentComposer uid={uid} target={target} onDone={onDone} />;
  }
  const { preset, ...member } = standing.data;
  if (holdsPrivilege('commentAnywhere', member, preset)) {
    return <CommentComposer uid={uid} target={target} onDone={onDone} />;
  }
  return (
    <p className="comments__note" role="status">
      {missingPrivilegeMessage('commentAnywhere', preset)}
    </p>
  );
}
