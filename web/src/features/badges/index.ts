// Badges: a member's badges for the user page. /Badges and /Badges/{name} are routes of their
// own (pages/).
export { MemberBadges } from './components/member-badges';
