import { EMIRATES, type Emirate } from '@foodshare/contracts/emirates';
import { BadgeCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/select';
import { VerifiedCharityBadge } from '../../../components/verified-charity-badge';
import { errorMessage } from '../../../lib/api-client';
import { useFoodLabels } from '../../../lib/food-labels';
import { toast } from '../../../lib/toast';
import { useApplyForVerification } from '../api/apply-for-verification';
import { useCharityVerification } from '../api/get-charity-verification';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject());
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A charity's verification on its profile (docs/product.md §20): where it stands, and the
 * application with the licence when it is not verified or waiting.
 */
export function CharityVerificationCard() {
  const { t } = useTranslation('charities');
  const labels = useFoodLabels();
  const verification = useCharityVerification();
  const data = verification.data;
  const canApply = data && ['none', 'rejected', 'revoked'].includes(data.status);
  return (
    <Card role="region" aria-labelledby="charity-verification-title">
      <CardHeader>
        <CardTitle level={2} id="charity-verification-title" className="flex items-center gap-2">
          <BadgeCheck aria-hidden="true" className="size-5 text-primary" />
          {t('apply.title')}
        </CardTitle>
        <CardDescription>{t('apply.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {data.status === 'verified' ? (
              <VerifiedCharityBadge />
            ) : (
              <span className="font-semibold">{t(`status.${data.status}`)}</span>
            )}
            {data.status === 'verified' && data.emirate && data.licenceNumber ? (
              <span className="text-muted-foreground">
                {t('apply.verifiedNote', {
                  emirate: labels.emirate(data.emirate),
                  licence: data.licenceNumber,
                })}
              </span>
            ) : null}
            {data.status === 'pending' && data.licenceNumber ? (
              <span className="text-muted-foreground">
                {t('apply.pendingNote', { licence: data.licenceNumber })}
              </span>
            ) : null}
          </div>
        ) : null}
        {data?.reason && data.status !== 'verified' ? (
          <p className="text-sm">{t('apply.reason', { reason: data.reason })}</p>
        ) : null}
        {canApply ? <ApplicationForm /> : null}
      </CardContent>
    </Card>
  );
}

function ApplicationForm() {
  const { t } = useTranslation('charities');
  const labels = useFoodLabels();
  const id = useId();
  const apply = useApplyForVerification();
  const [licenceNumber, setLicenceNumber] = useState('');
  const [issuingAuthority, setIssuingAuthority] = useState('');
  const [emirate, setEmirate] = useState<Emirate | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const dataUrl = file ? await readAsDataUrl(file).catch(() => '') : '';
    apply.mutate(
      {
        licenceNumber,
        issuingAuthority,
        emirate: emirate as Emirate,
        licenceDocument: { name: file?.name ?? '', dataUrl },
      },
      {
        onSuccess: () => toast({ title: t('apply.sent') }),
        onError: (error) => setProblem(errorMessage(error, t('apply.failed'))),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-licence`}>{t('apply.licenceNumber')}</Label>
        <Input
          id={`${id}-licence`}
          value={licenceNumber}
          onChange={(event) => setLicenceNumber(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-emirate`}>{t('apply.emirate')}</Label>
        <OptionSelect
          id={`${id}-emirate`}
          value={emirate}
          onValueChange={setEmirate}
          options={EMIRATES}
          optionLabel={labels.emirate}
          placeholder={t('apply.emirate')}
        />
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-authority`}>{t('apply.issuingAuthority')}</Label>
        <Input
          id={`${id}-authority`}
          value={issuingAuthority}
          onChange={(event) => setIssuingAuthority(event.target.value)}
          aria-describedby={`${id}-authority-hint`}
        />
        <p id={`${id}-authority-hint`} className="text-xs text-muted-foreground">
          {t('apply.authorityHint')}
        </p>
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-document`}>{t('apply.licenceDocument')}</Label>
        <Input
          id={`${id}-document`}
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          aria-describedby={`${id}-document-hint`}
        />
        <p id={`${id}-document-hint`} className="text-xs text-muted-foreground">
          {t('apply.documentHint')}
        </p>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
          {problem}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={apply.isPending}>
          {apply.isPending ? t('apply.sending') : t('apply.submit')}
        </Button>
      </div>
    </form>
  );
}
