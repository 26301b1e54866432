import { DomainError } from '@foodshare/contracts/errors';
import { type StaffRole, staffReasonSchema } from '@foodshare/contracts/staff';
import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';
import type { CommandContext } from '../command-handling/decider';
import type { Streams } from '../streams';

export interface StaffDecision {
  readonly username: string;
  readonly role: StaffRole;
  /** Who decides: an operator's name, or `system:seed`. */
  readonly by: string;
  readonly reason: string;
}

export interface StaffDecisionResult {
  readonly userId: string;
  /** False when nothing changed (the person had the role already). */
  readonly changed: boolean;
  readonly position: Position | null;
}

/** The account a username names now, or a message naming the username. */
async function accountNamed(streams: Streams, username: string): Promise<string> {
  const { state } = await streams.username.load(username);
  if (!state.owner)
    throw new DomainError('not_found', `No account has the username ${username}.`, 'username');
  return state.owner;
}

/**
 * Grants or revokes a staff role on the person's own stream (`StaffRoleGranted` /
 * `StaffRoleRevoked`, with who decided and why). The staff command and the demo seed use it.
 */
export async function decideStaffRole(
  streams: Streams,
  action: 'grant' | 'revoke',
  decision: StaffDecision,
  context: CommandContext,
  now: Date,
): Promise<StaffDecisionResult> {
  const reason = staffReasonSchema.parse(decision.reason);
  const userId = await accountNamed(streams, decision.username);
  const result = await streams.user.handle(
    userId,
    {
      type: action === 'grant' ? 'GrantStaffRole' : 'RevokeStaffRole',
      role: decision.role,
      by: decision.by,
      reason,
      now,
    },
    context,
  );
  return {
    userId,
    changed: result.events.length > 0,
    position: result.appended?.position ?? null,
  };
}

export interface StaffMember {
  readonly userId: string;
  readonly username: string;
  readonly role: StaffRole;
  readonly grantedBy: string;
  readonly reason: string;
  readonly grantedAt: string;
}

/**
 * Everyone who holds a staff role now, from the event log itself (not a read model, which may
 * not have caught up while the app is stopped): each grant not revoked since, of a live account.
 */
export async function listStaff(store: EventStore, streams: Streams): Promise<StaffMember[]> {
  const held = new Map<string, Omit<StaffMember, 'username'>>();
  let after: Position | undefined;
  for (;;) {
    const page = await store.readAll({ ...(after ? { after } : {}), maxCount: 1000 });
    if (page.length === 0) break;
    for (const event of page) {
      if (event.type !== 'StaffRoleGranted' && event.type !== 'StaffRoleRevoked') continue;
      const parsed = streams.user.decider.parse(event, undefined);
      if (parsed.type === 'StaffRoleGranted') {
        const { userId, role, grantedBy, reason, grantedAt } = parsed.data;
        held.set(`${userId}/${role}`, { userId, role, grantedBy, reason, grantedAt });
      } else if (parsed.type === 'StaffRoleRevoked') {
        held.delete(`${parsed.data.userId}/${parsed.data.role}`);
      }
    }
    after = page.at(-1)?.position;
  }
  const members: StaffMember[] = [];
  for (const grant of held.values()) {
    const { state } = await streams.user.load(grant.userId);
    if (state.status === 'active' && state.staffRoles.includes(grant.role))
      members.push({ ...grant, username: state.username });
  }
  return members.sort(
    (a, b) => a.username.localeCompare(b.username) || a.role.localeCompare(b.role),
  );
}
