import { PageIntro } from '@/components/content/page-intro';
import { Section } from '@/components/ui';
import { Link } from 'react-router';
import { LiveList } from '@/components/content/live-list';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { holdersText } from '../api/badge-views';
import { useBadgeSummaries } from '../api/get-badges';
import { TIER_LABELS } from '../components/tier-labels';
import '../badges.css';

/** /Badges — every badge with its tier, description and how many members hold it. */
export default function BadgesPage() {
  usePageTitle('Badges');
  const summaries = useBadgeSummaries();
  return (
    <>
      <PageIntro titleId="badges-title" title="Badges">
        <p className="page-intro__text">
          Members earn badges for what they do on QueryHub: asking, answering, voting, editing and
          commenting.
        </p>
      </PageIntro>
      <Section titleId="badge-list-title" title="ALL BADGES">
        <LiveList
          state={summaries}
          label="Badges"
          listClassName="badge-index"
          emptyMessage="No Badges"
          renderItem={({ badge, holders }) => (
            <li key={badge.slug} className="badge-index__item">
              <Link
                className={`badge-chip badge-chip--${badge.tier}`}
                to={paths.badge.getHref(badge.name)}
              >
                {badge.name}
              </Link>{' '}
              <span className="badge-index__tier">{TIER_LABELS[badge.tier]}</span>
              <p className="badge-index__description">{badge.description}</p>
              <p className="badge-index__holders">{holdersText(holders)}</p>
            </li>
          )}
        />
      </Section>
    </>
  );
}
