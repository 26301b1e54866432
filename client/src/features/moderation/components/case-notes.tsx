import { NOTE_VISIBILITIES, type NoteVisibility } from '@foodshare/contracts/casework-events';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { useAddNote, useCase } from '../api/casework';
import { CaseClaim } from './case-claim';

/**
 * A case's panel on its replay page (docs/product.md §18): who is reviewing it, its appeal, the
 * notes with their authors, and a note to add, for staff only or for the donor.
 */
export function CasePanel({ itemId }: { itemId: string }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const view = useCase(itemId);
  const add = useAddNote();
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<NoteVisibility>('internal');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ itemId, visibility, text }, { onSuccess: () => setText('') });
  };
  return (
    <Card aria-label={t('casework.panel')}>
      <CardContent className="space-y-4 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold">{t('casework.panel')}</h2>
          <CaseClaim itemId={itemId} claim={view.data?.claim} renew />
        </div>
        {view.data?.appeal ? (
          <p className="text-sm">
            {t(`appeals.status.${view.data.appeal.status}`)}:{' '}
            <bdi>{view.data.appeal.message ?? t('appeals.messageErased')}</bdi>
          </p>
        ) : null}
        <section aria-label={t('casework.notes')} className="space-y-2">
          <h3 className="font-semibold">{t('casework.notes')}</h3>
          {view.data && view.data.notes.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('casework.noNotes')}</p>
          ) : (
            <ul className="space-y-2">
              {view.data?.notes.map((note) => (
                <li key={note.id} className="rounded-md border p-2 text-sm">
                  <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
                    <Badge variant={note.visibility === 'donor' ? 'harvest' : 'secondary'}>
                      {t(`casework.visibility.${note.visibility}`)}
                    </Badge>
                    {t('casework.noteBy', {
                      name: isolate(note.authorName),
                      date: format.dateTime(note.addedAt),
                    })}
                  </div>
                  <p dir="auto" className="mt-1 whitespace-pre-wrap">
                    {note.text}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <form onSubmit={submit} className="space-y-2">
          <Label htmlFor={`${id}-note`}>{t('casework.addNote')}</Label>
          <Textarea
            id={`${id}-note`}
            value={text}
            maxLength={2000}
            onChange={(event) => setText(event.target.value)}
          />
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="sr-only">{t('casework.visibilityLegend')}</legend>
            {NOTE_VISIBILITIES.map((each) => (
              <label key={each} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-visibility`}
                  value={each}
                  checked={visibility === each}
                  onChange={() => setVisibility(each)}
                />
                {t(`casework.visibility.${each}`)}
              </label>
            ))}
          </fieldset>
          <Button type="submit" size="sm" disabled={add.isPending || text.trim() === ''}>
            {t('casework.saveNote')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
