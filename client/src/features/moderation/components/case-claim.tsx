import type { CaseClaimView } from '@foodshare/contracts/casework';
import { Eye, Hand, LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { useUser } from '../../auth/api/get-user';
import { claimCase, useClaimCase } from '../api/casework';

/** While the holder has the case open, their claim is renewed this often (it lapses after 15). */
const RENEW_MS = 5 * 60_000;

/**
 * Who is on a case (docs/product.md §18): "Noor is reviewing this (4 min)", and the moderator's
 * own move: claim it, take it over from another, or let it go. `renew` keeps the holder's claim
 * alive while the page stays open.
 */
export function CaseClaim({
  itemId,
  claim,
  renew = false,
}: {
  itemId: string;
  claim: CaseClaimView | null | undefined;
  renew?: boolean;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { user } = useUser();
  const action = useClaimCase();
  const mine = claim && user && claim.moderatorId === user.id;
  useEffect(() => {
    if (!renew || !mine) return;
    const timer = setInterval(() => void claimCase({ itemId }).catch(() => undefined), RENEW_MS);
    return () => clearInterval(timer);
  }, [renew, mine, itemId]);
  const minutes = format.number(claim?.minutes ?? 0);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="case-claim">
      {claim ? (
        <Badge variant={mine ? 'secondary' : 'harvest'} className="gap-1">
          <Eye aria-hidden="true" className="size-3.5" />
          {mine
            ? t('casework.youReviewing', { minutes })
            : t('casework.reviewing', { name: isolate(claim.moderatorName), minutes })}
        </Badge>
      ) : null}
      {!claim ? (
        <Button
          variant="outline"
          size="sm"
          disabled={action.isPending}
          onClick={() => action.mutate({ itemId })}
        >
          <Hand aria-hidden="true" />
          {t('casework.claim')}
        </Button>
      ) : mine ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={action.isPending}
          onClick={() => action.mutate({ itemId, release: true })}
        >
          <LogOut aria-hidden="true" />
          {t('casework.release')}
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={action.isPending}
          onClick={() => action.mutate({ itemId, takeOver: true })}
        >
          <Hand aria-hidden="true" />
          {t('casework.takeOver')}
        </Button>
      )}
    </div>
  );
}
