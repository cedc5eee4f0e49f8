import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/content/load-error';
import { Button, EmptyState, Spinner } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { unsavePost } from '../api/saves';
import type { SaveView } from '../api/save-view';
import { SaveButton } from '../components/save-button';
import { useSavedPost, useSaves } from '../hooks/use-saves';
import '../saves.css';

interface SavedItemProps {
  uid: string;
  save: SaveView;
  /** Tells the page the post is gone or hidden (the item shows nothing then). */
  onUnavailable(id: string, unavailable: boolean): void;
}

/** One saved post, live: its question (and an answer's start) as text, and its score. */
function SavedItem({ uid, save, onUnavailable }: SavedItemProps) {
  const post = useSavedPost(save.post.kind, save.id);
  const unavailable = post.status === 'ready' && post.data === null;
  useEffect(() => {
    onUnavailable(save.id, unavailable);
  }, [save.id, unavailable, onUnavailable]);

  if (post.status === 'loading') return null;
  if (post.status === 'error') {
    return (
      <li className="card saved-item">
        <LoadError what="This saved post" />
      </li>
    );
  }
  if (post.data === null) return null;
  const { question, excerpt, score, catId, questionId, kind } = post.data;
  return (
    <li className="card saved-item">
      <p className="saved-item__meta">{kind === 'answer' ? 'Answer to' : 'Question'}</p>
      <Link to={paths.question.getHref(catId, questionId, question)}>{question}</Link>
      {excerpt && <p className="saved-item__excerpt">{excerpt}</p>}
      <p className="saved-item__meta">Score: {score}</p>
      <SaveButton post={save.post} uid={uid} />
    </li>
  );
}

/** Tracks which listed saves name posts that are gone or hidden. */
function useUnavailable() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((id: string, unavailable: boolean) => {
    setIds((before) => {
      if (before.has(id) === unavailable) return before;
      const after = new Set(before);
      if (unavailable) after.add(id);
      else after.delete(id);
      return after;
    });
  }, []);
  return { ids, report };
}

/**
 * /Saved — the posts the member saved, newest first, a page at a time (the first live), each
 * with its live score. Saves of posts since deleted or hidden are left out; the member may
 * remove them in one go.
 */
export default function SavedPage() {
  usePageTitle('Saved');
  const { user } = useAuth();
  const uid = user?.uid ?? '';
  const list = useSaves(uid);
  const unavailable = useUnavailable();
  const [removeFailed, setRemoveFailed] = useState(false);
  const state = list.state;

  // Only the saves still listed: a removed one may linger in the set until its item unmounts.
  const unavailableIds =
    state.status === 'ready'
      ? state.data.map((save) => save.id).filter((id) => unavailable.ids.has(id))
      : [];
  const removeUnavailable = () => {
    setRemoveFailed(false);
    Promise.all(unavailableIds.map((id) => unsavePost(uid, id))).catch(() => setRemoveFailed(true));
  };

  let body;
  if (state.status === 'loading') body = <Spinner label="Loading Saved Posts" />;
  else if (state.status === 'error') body = <LoadError what="Saved posts" />;
  else if (state.data.length === 0) body = <EmptyState message="No Saved Posts Yet" />;
  else {
    const count = unavailableIds.length;
    body = (
      <>
        {count > 0 && (
          <p role="status">
            {count === 1
              ? '1 saved post is no longer available.'
              : `${count} saved posts are no longer available.`}{' '}
            <Button variant="secondary" onClick={removeUnavailable}>
              Remove unavailable saves
            </Button>
          </p>
        )}
        {removeFailed && (
          <p role="alert" className="list-error">
            The unavailable saves could not be removed. Please try again.
          </p>
        )}
        <ul className="card-list" aria-label="Saved posts">
          {state.data.map((save) => (
            <SavedItem key={save.id} uid={uid} save={save} onUnavailable={unavailable.report} />
          ))}
        </ul>
        {list.moreFailed && (
          <p className="list-error" role="alert">
            More saved posts could not be loaded. Try again.
          </p>
        )}
        {list.hasMore && (
          <Button variant="secondary" onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="page--narrow" aria-labelledby="saved-title">
      <h1 id="saved-title">SAVED</h1>
      <p className="page__lead">
        The questions and answers you saved, newest first. Only you see them.
      </p>
      {body}
    </section>
  );
}
