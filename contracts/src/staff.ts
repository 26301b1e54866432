import { z } from 'zod';
import { text } from './text';

/**
 * Staff permissions, on top of a person's role (individual, restaurant, …): moderators decide
 * donations, reports and hub applications; analysts read the impact reports. Granted and
 * revoked by events on the person's own stream.
 */
export const STAFF_ROLES = ['moderator', 'analyst'] as const;
export const STAFF_ROLE_MESSAGES = {
  unknown: `Name a staff role: ${STAFF_ROLES.join(' or ')}`,
} as const;
export const staffRoleSchema = z.enum(STAFF_ROLES, {
  error: STAFF_ROLE_MESSAGES.unknown,
});
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  moderator: 'Moderator',
  analyst: 'Analyst',
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Why a role was granted or revoked: recorded with the event, so it is never empty. */
export const staffReasonSchema = text({
  error: 'Say why (--reason "…"): it is recorded in the log',
})
  .min(1, 'Say why (--reason "…"): it is recorded in the log')
  .max(500);

/** Events of `user-<id>` streams that grant and revoke staff roles. */
export const staffRoleGrantedSchema = z.object({
  type: z.literal('StaffRoleGranted'),
  data: z.object({
    userId: z.string().uuid(),
    role: staffRoleSchema,
    /** Who granted it: an operator's name, or `system:seed`. */
    grantedBy: z.string(),
    reason: z.string(),
    grantedAt: z.string(),
  }),
});
export const staffRoleRevokedSchema = z.object({
  type: z.literal('StaffRoleRevoked'),
  data: z.object({
    userId: z.string().uuid(),
    role: staffRoleSchema,
    revokedBy: z.string(),
    reason: z.string(),
    revokedAt: z.string(),
  }),
});

/** Staff messages a person can act on. */
export const STAFF_MESSAGES = {
  staffOnly: (roles: readonly StaffRole[]) =>
    `This is for FoodShare UAE staff only: it needs the ${roles
      .map((role) => STAFF_ROLE_LABELS[role].toLowerCase())
      .join(' or ')} role. Ask an administrator if you should have it.`,
} as const;

/** GET /api/admin/staff: the staff team, for the staff area (who is who in the audit log). */
export const staffMemberSchema = z.object({
  id: z.string().uuid(),
  username: z.string(),
  name: z.string(),
  staffRoles: z.array(staffRoleSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
