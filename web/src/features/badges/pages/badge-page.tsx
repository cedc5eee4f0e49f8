import { useParams } from 'react-router';
import { badgeSlugOf, badgeBySlug, BADGE_HOLDERS_PAGE_SIZE } from '@queryhub/model';
import { PageIntro } from '@/components/content/page-intro';
import { AuthorLink } from '@/components/content/author-link';
import { LiveList } from '@/components/content/live-list';
import { formatPostTime } from '@/components/content/post-card';
import { EmptyState, Section } from '@/components/ui';
import { usePageTitle } from '@/hooks/use-page-title';
import { useBadgeHolders } from '../api/get-badges';
import { TIER_LABELS } from '../components/tier-labels';
import '../badges.css';

function RecentHolders({ slug }: { slug: string }) {
  const holders = useBadgeHolders(slug);
  return (
    <LiveList
      state={holders}
      label="Recent holders"
      listClassName="badge-holders"
      emptyMessage="Nobody Holds This Badge Yet"
      renderItem={(holder) => (
        <li key={holder.id} className="badge-holders__item">
          <AuthorLink uid={holder.uid} userName={holder.userName} />
          {holder.dateMillis !== null && (
            <span className="badge-holders__date"> {formatPostTime(holder.dateMillis)}</span>
          )}
        </li>
      )}
    />
  );
}

/** /Badges/{name} — one badge: its tier and description, and its most recent holders. */
export default function BadgePage() {
  const { Name } = useParams();
  const slug = badgeSlugOf(Name ?? '');
  const badge = slug ? badgeBySlug(slug) : null;
  usePageTitle(badge ? `${badge.name} badge` : 'Badge not found');
  if (!badge) return <EmptyState message="No Such Badge" />;
  return (
    <>
      <PageIntro titleId="badge-title" title={badge.name}>
        <p className="page-intro__text">
          {TIER_LABELS[badge.tier]} badge. {badge.description}
        </p>
      </PageIntro>
      <Section titleId="badge-holders-title" title="RECENT HOLDERS">
        <p className="page-intro__text">
          The {BADGE_HOLDERS_PAGE_SIZE} most recent awards, newest first.
        </p>
        <RecentHolders slug={badge.slug} />
      </Section>
    </>
  );
}
