/** The process managers' names: subscribers that schedule work rather than serve reads. */
export const PROCESS_MANAGER_NAMES = [
  'donation-jobs',
  'account-closure',
  'charity-window-jobs',
  'surplus-schedule',
  'pickup-reminders',
  'push-delivery',
] as const;
export type ProcessManagerName = (typeof PROCESS_MANAGER_NAMES)[number];
