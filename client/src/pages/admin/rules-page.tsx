import { RulesSimulator } from '../../features/rules/components/rules-simulator';
import { StaffGuard } from '../../features/staff/components/staff-guard';

/** /admin/rules: today's safety rules and what-if replays of recorded verdicts (moderators). */
export function RulesPage() {
  return (
    <StaffGuard roles={['moderator']}>
      <RulesSimulator />
    </StaffGuard>
  );
}
