import { useParams } from 'react-router';
import { PagedListView } from '@/components/content/paged-list-view';
import { formatPostTime } from '@/components/content/post-card';
import { EmptyState } from '@/components/ui';
import { usePageTitle } from '@/hooks/use-page-title';
import { useRevisions, type Revision } from '../api/get-revisions';
import { TextDiff } from '../components/text-diff';
import { postKindOfCollection, type PostKind } from '@queryhub/model';

/** /History/:Kind/:ID: every edit of a question or answer, newest first, each with its diff. */
export default function HistoryPage() {
  const { Kind, ID = '' } = useParams();
  const kind = postKindOfCollection(Kind);
  usePageTitle('Edit history');
  return (
    <section aria-labelledby="history-title">
      <h1 id="history-title">EDIT HISTORY</h1>
      {kind ? (
        <Revisions kind={kind} id={ID} />
      ) : (
        <EmptyState message="This post does not exist." />
      )}
    </section>
  );
}

function Revisions({ kind, id }: { kind: PostKind; id: string }) {
  const revisions = useRevisions(kind, id);
  return (
    <PagedListView
      list={revisions}
      label="Revisions"
      emptyMessage={`This ${kind} has not been edited.`}
      renderItem={(revision) => <RevisionItem key={revision.id} revision={revision} />}
    />
  );
}

function RevisionItem({ revision }: { revision: Revision }) {
  return (
    <li className="revision">
      <p className="revision__byline">
        {revision.note ? `${revision.note} by ` : 'Edited by '}
        {revision.userName || '…'}
        {revision.dateMillis !== null && (
          <>
            {' on '}
            <time dateTime={new Date(revision.dateMillis).toISOString()}>
              {formatPostTime(revision.dateMillis)}
            </time>
          </>
        )}
      </p>
      {revision.tags && (
        <p className="revision__tags">
          Tags: {revision.tags.before.join(', ') || 'none'} → {revision.tags.after.join(', ')}
        </p>
      )}
      {!revision.note && <TextDiff before={revision.before} after={revision.after} />}
    </li>
  );
}
