import type { IncomingRequest, MyDonation } from '@foodshare/contracts/food-items';
import { WEIGHT_MESSAGES } from '@foodshare/contracts/food-weight';
import {
  confirmHandoverPayloadSchema,
  PICKUP_CODE_LENGTH,
  priceTimes,
  REQUEST_MESSAGES,
} from '@foodshare/contracts/requests';
import { purchaseUnitsText } from '@foodshare/contracts/units';
import { Handshake, KeyRound, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useConfirmHandover } from '../../api/confirm-handover';
import { FormField, invalidProps } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { formatAed } from '../../lib/food-format';
import { serverFieldErrors } from '../../lib/server-field-errors';

/** "2 meal boxes: they pay AED 25.00 at pickup.", or nothing for a free donation. */
export function purchaseLine(
  donation: Pick<MyDonation, 'unitLabel'>,
  request: Pick<IncomingRequest, 'intent' | 'price' | 'quantity'>,
): string | null {
  if (request.intent !== 'purchase' || !request.price) return null;
  const total = formatAed(priceTimes(request.price, request.quantity));
  const units = purchaseUnitsText(request.quantity, donation.unitLabel);
  return units ? `${units}: they pay ${total} at pickup.` : `They pay ${total} at pickup.`;
}

/**
 * What is held and for whom, and the handover. The donor types the code the taker shows (it
 * names the reservation, however many an offer has); a wrong code is said under the field, in
 * the server's words.
 */
export function HandoverPanel({
  donation,
  accepted,
  onRelease,
}: {
  donation: MyDonation;
  accepted: readonly IncomingRequest[];
  onRelease: (request: IncomingRequest) => void;
}) {
  const handover = useConfirmHandover();
  const [code, setCode] = useState('');
  const [weight, setWeight] = useState('');
  const [formatError, setFormatError] = useState<string | undefined>();
  const [weightError, setWeightError] = useState<string | undefined>();
  const inputId = `pickup-code-${donation.id}`;
  const weightId = `handover-weight-${donation.id}`;
  const serverErrors = serverFieldErrors(handover.error, ['pickupCode', 'weightKg'] as const);
  const serverError = serverErrors.find((each) => each.field === 'pickupCode')?.message;
  const error = formatError ?? (handover.isError ? serverError : undefined);
  const weightProblem =
    weightError ??
    (handover.isError
      ? serverErrors.find((each) => each.field === 'weightKg')?.message
      : undefined);
  const [only] = accepted;

  return (
    <section
      aria-label={`Handover of ${donation.title}`}
      className="grid gap-4 rounded-xl border-2 border-harvest/50 bg-accent/60 p-4"
    >
      <div className="grid gap-2">
        <p className="flex items-center gap-2 font-bold text-accent-foreground">
          <Handshake aria-hidden="true" className="size-5" />
          {accepted.length === 1 && only
            ? `Reserved for ${only.requesterName}`
            : `${accepted.length} reservations`}
        </p>
        <ul className="grid gap-1.5 text-sm text-accent-foreground/90">
          {accepted.map((request) => {
            const line = purchaseLine(donation, request);
            return (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {accepted.length > 1 ? (
                    <span className="font-semibold">{request.requesterName}: </span>
                  ) : null}
                  {line}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onRelease(request)}
                  disabled={handover.isPending}
                >
                  <Undo2 aria-hidden="true" />
                  Release
                  <span className="sr-only"> the reservation of {request.requesterName}</span>
                </Button>
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-accent-foreground/90">
          Ask for their pickup code when they come, then confirm the handover.
        </p>
      </div>
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,9rem)_max-content] sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = confirmHandoverPayloadSchema.safeParse({
            pickupCode: code,
            weightKg: weight.trim() === '' ? undefined : weight,
          });
          if (!parsed.success) {
            const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
            setFormatError(
              fields.has('pickupCode') ? REQUEST_MESSAGES.pickupCodeFormat : undefined,
            );
            setWeightError(fields.has('weightKg') ? WEIGHT_MESSAGES.invalid : undefined);
            return;
          }
          setFormatError(undefined);
          setWeightError(undefined);
          handover.mutate({
            itemId: donation.id,
            pickupCode: parsed.data.pickupCode,
            ...(parsed.data.weightKg === undefined ? {} : { weightKg: parsed.data.weightKg }),
          });
        }}
      >
        <FormField id={inputId} label="Pickup code" error={error}>
          <div className="relative">
            <KeyRound
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={inputId}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setFormatError(undefined);
                if (handover.isError) handover.reset();
              }}
              inputMode="numeric"
              autoComplete="off"
              maxLength={PICKUP_CODE_LENGTH + 2}
              placeholder={'0'.repeat(PICKUP_CODE_LENGTH)}
              className="h-11 pl-9 font-mono text-lg tracking-[0.3em] sm:text-lg"
              {...invalidProps(inputId, error)}
            />
          </div>
        </FormField>
        <FormField id={weightId} label="Weighed (kg, optional)" error={weightProblem}>
          <Input
            id={weightId}
            value={weight}
            onChange={(event) => {
              setWeight(event.target.value);
              setWeightError(undefined);
            }}
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 2.4"
            className="h-11"
            {...invalidProps(weightId, weightProblem)}
          />
        </FormField>
        <Button type="submit" size="lg" className="h-11 sm:mt-7" disabled={handover.isPending}>
          <Handshake aria-hidden="true" />
          {handover.isPending ? 'Confirming...' : 'Confirm handover'}
        </Button>
      </form>
      <p className="border-t border-harvest/30 pt-3 text-sm text-accent-foreground/90">
        Not coming? Release their reservation so others can have it.
      </p>
    </section>
  );
}
