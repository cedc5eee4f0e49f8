import { Link } from 'react-router';
import { badgesByTier } from '@queryhub/model';
import { LoadError } from '@/components/content/load-error';
import { Spinner, Section } from '@/components/ui';
import { paths } from '@/config/paths';
import { useMemberBadges } from '../api/get-badges';
import { TIER_LABELS } from './tier-labels';
import '../badges.css';

/** A member's badges on their user page: gold, silver, bronze, each badge with its count. */
export function MemberBadges({ uid }: { uid: string }) {
  const state = useMemberBadges(uid);
  let body;
  if (state.status === 'loading') body = <Spinner label="Loading badges" />;
  else if (state.status === 'error') body = <LoadError what="Badges" />;
  else {
    const groups = badgesByTier(state.data).filter((group) => group.total > 0);
    body =
      groups.length === 0 ? (
        <p className="badge-tiers__none">No badges yet.</p>
      ) : (
        <div className="badge-tiers">
          {groups.map((group) => (
            <section
              key={group.tier}
              className={`badge-tier badge-tier--${group.tier}`}
              aria-label={`${TIER_LABELS[group.tier]} badges`}
            >
              <h3 className="badge-tier__title">
                {TIER_LABELS[group.tier]} <span className="badge-tier__total">{group.total}</span>
              </h3>
              <ul className="badge-tier__list">
                {group.badges.map(({ badge, count }) => (
                  <li key={badge.slug}>
                    <Link className="badge-chip" to={paths.badge.getHref(badge.name)}>
                      {badge.name}
                    </Link>
                    {count > 1 && <span className="badge-chip__count">{` × ${count}`}</span>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      );
  }
  return (
    <Section titleId="user-badges-title" title="BADGES">
      {body}
    </Section>
  );
}
