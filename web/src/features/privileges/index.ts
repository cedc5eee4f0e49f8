// Public API of the privileges feature: what reputation unlocks, and why not yet.
export { usePrivileges } from './hooks/use-privileges';
export { readMemberStanding, type MemberStanding } from './api/privilege-standing';
export { MemberPrivileges } from './components/member-privileges';
export { PrivilegeExplanation } from './components/privilege-explanation';
