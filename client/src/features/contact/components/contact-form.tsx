import { CONTACT_CATEGORIES, contactPayloadSchema } from '@foodshare/contracts/contact';
import { referenceFor } from '@foodshare/contracts/references';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { FormField, invalidProps } from '../../../components/form-field';
import { SubmissionConfirmation } from '../../../components/submission-confirmation';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { translateSchemaMessage } from '../../../i18n/zod-message';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { toast } from '../../../lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { responseTimeFor } from '../response-times';

type ContactInput = z.input<typeof contactPayloadSchema>;
type ContactValues = z.output<typeof contactPayloadSchema>;

const FIELDS = ['name', 'email', 'category', 'subject', 'message'] as const;

const EMPTY: ContactInput = { name: '', email: '', category: 'general', subject: '', message: '' };

/** The message form: checked by the same schema as the server, cleared once sent. */
export function ContactForm() {
  const { t, i18n } = useTranslation(['contact', 'errors']);
  const within = (category: ContactValues['category']) => t(`times.${responseTimeFor(category)}`);
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactPayloadSchema),
    defaultValues: EMPTY,
  });
  const send = useSendContactMessage();
  const [sent, setSent] = useState<{ id: string; category: ContactValues['category'] } | null>(
    null,
  );
  const category = useWatch({ control: form.control, name: 'category' }) ?? 'general';
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: ({ id }) => {
        setSent({ id, category: values.category });
        form.reset(EMPTY);
      },
      onError: (error) => {
        for (const { field, message } of serverFieldErrors(error, FIELDS)) {
          form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        toast({
          title: t('form.failedTitle'),
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
    }),
  );

  if (sent) {
    return (
      <SubmissionConfirmation
        title={t('errors:contact.sentTitle')}
        description={t('sent.description', { time: within(sent.category) })}
        reference={referenceFor('contact', sent.id)}
        referenceNote={t('sent.referenceNote')}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" onClick={() => setSent(null)}>
            <Send aria-hidden="true" />
            {t('sent.another')}
          </Button>
          <Button asChild>
            <Link to="/help-center">{t('sent.helpCenter')}</Link>
          </Button>
        </div>
      </SubmissionConfirmation>
    );
  }

  const text = (name: 'name' | 'email' | 'subject' | 'message') => {
    const id = `contact-${name}`;
    const error = translateSchemaMessage(i18n.t, errors[name]?.message);
    return { id, error, control: { id, ...invalidProps(id, error), ...form.register(name) } };
  };
  const name = text('name');
  const email = text('email');
  const subject = text('subject');
  const message = text('message');
  const categoryError = translateSchemaMessage(i18n.t, errors.category?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={name.id} label={t('form.name')} error={name.error}>
          <Input autoComplete="name" aria-required="true" dir="auto" {...name.control} />
        </FormField>
        <FormField id={email.id} label={t('form.email')} error={email.error}>
          <Input
            type="email"
            autoComplete="email"
            aria-required="true"
            placeholder="you@example.com"
            dir="ltr"
            data-verbatim
            {...email.control}
          />
        </FormField>
      </div>
      <FormField
        id="contact-category"
        label={t('form.category')}
        error={categoryError}
        hint={t('form.expectedReply', { time: within(category) })}
      >
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <OptionSelect
              id="contact-category"
              ref={field.ref}
              onBlur={field.onBlur}
              {...invalidProps('contact-category', categoryError)}
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
              options={CONTACT_CATEGORIES}
              optionLabel={(option) => t(`categories.${option}`)}
            />
          )}
        />
      </FormField>
      <FormField id={subject.id} label={t('form.subject')} error={subject.error}>
        <Input
          aria-required="true"
          dir="auto"
          placeholder={t('form.subjectPlaceholder')}
          {...subject.control}
        />
      </FormField>
      <FormField id={message.id} label={t('form.message')} error={message.error}>
        <Textarea
          rows={6}
          aria-required="true"
          dir="auto"
          placeholder={t('form.messagePlaceholder')}
          {...message.control}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
