/** The process managers' names: subscribers that schedule work rather than serve reads. */
export const PROCESS_MANAGER_NAMES = [
  'donation-jobs',
  'account-closure',
  'surplus-schedule',
  'pickup-reminders',
] as const;
export type ProcessManagerName = (typeof PROCESS_MANAGER_NAMES)[number];
