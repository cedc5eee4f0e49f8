import { PRIVILEGE_ACTIONS, PRIVILEGES, holdsPrivilege, privilegeThreshold } from '@queryhub/model';
import { usePrivilegePreset } from '../hooks/use-privileges';
import './privileges.css';

/**
 * The user page's list of what the member can do with their reputation, and what the rest
 * needs, under the preset in force. Moderators and admins hold every privilege (their claims
 * are private, so this list speaks of reputation only).
 */
export function MemberPrivileges({ reputation }: { reputation: number }) {
  const preset = usePrivilegePreset();
  if (preset === undefined) return null;
  const held = PRIVILEGES.filter((privilege) => holdsPrivilege(privilege, { reputation }, preset));
  const missing = PRIVILEGES.filter((privilege) => !held.includes(privilege));
  return (
    <section className="member-privileges" aria-labelledby="member-privileges-title">
      <h2 id="member-privileges-title" className="member-privileges__title">
        Privileges
      </h2>
      {held.length > 0 ? (
        <>
          <p>This member can:</p>
          <ul aria-label="Privileges held">
            {held.map((privilege) => (
              <li key={privilege}>{capitalise(PRIVILEGE_ACTIONS[privilege])}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>This member has no privileges yet.</p>
      )}
      {missing.length > 0 && (
        <ul aria-label="Privileges still to earn">
          {missing.map((privilege) => (
            <li key={privilege}>
              {`${privilegeThreshold(privilege, preset)} reputation to ${PRIVILEGE_ACTIONS[privilege]}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
