import { ArrowLeft, ArrowRight, FlaskConical, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { scrollBehavior } from '../../../lib/motion';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { toast } from '../../../lib/toast';
import { useSubmitHubApplication } from '../api/submit-hub-application';
import { DemoBanner } from './demo-banner';
import { DocumentsStep } from './documents-step';
import { HubApplicationConfirmation } from './hub-application-confirmation';
import {
  checkApplication,
  DEMO_HUB_APPLICATION,
  type FieldStep,
  HUB_APPLICATION_DEFAULTS,
  HUB_SERVER_FIELD_ALIASES,
  type HubApplicationField,
  type HubApplicationValues,
  type HubFieldErrors,
  REVIEW_STEP,
  STEP_FIELDS,
  stepOfField,
  WIZARD_STEPS,
  wizardStepErrors,
} from './hub-application-values';
import { LocationStep } from './location-step';
import { OrganizationStep } from './organization-step';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';

const ALL_FIELDS = Object.keys(HUB_APPLICATION_DEFAULTS) as HubApplicationField[];

/**
 * A click landing on Submit within this long of the review opening was aimed at Next, which
 * sat in the same place: a double click must not send the application.
 */
const SUBMIT_GRACE_MS = 600;

/** /become-collection-hub: the four-step application, with a demo shortcut. */
export function HubApplicationWizard() {
  const form = useForm<HubApplicationValues>({
    defaultValues: HUB_APPLICATION_DEFAULTS,
    shouldFocusError: false,
  });
  const [step, setStep] = useState(0);
  const [demo, setDemo] = useState(false);
  const [submitted, setSubmitted] = useState<{ id: string; demo: boolean } | null>(null);
  const submission = useSubmitHubApplication();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepShownAt = useRef(0);
  const headingPending = useRef(false);
  const { t } = useTranslation(['hubs', 'errors']);
  const format = useFormat();

  // docs/product.md §5: a field's error goes as soon as the field changes.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      const field = name?.split('.')[0] as HubApplicationField | undefined;
      if (field && form.getFieldState(field).error) form.clearErrors(field);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // A new step: bring its heading into view and focus, so keyboard and screen-reader users
  // start there too.
  useEffect(() => {
    if (!headingPending.current) return;
    headingPending.current = false;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
  });

  function goTo(next: number) {
    stepShownAt.current = performance.now();
    headingPending.current = true;
    setStep(next);
  }

  const values = useWatch({ control: form.control }) as HubApplicationValues;
  const check = step === REVIEW_STEP ? checkApplication(values, demo) : undefined;
  const canSubmit = demo || check?.complete === true;

  function showErrors(errors: HubFieldErrors) {
    for (const [field, message] of Object.entries(errors) as [HubApplicationField, string][]) {
      form.setError(field, { type: 'validate', message });
    }
  }

  function focusFirst(errors: HubFieldErrors, fields: readonly HubApplicationField[]) {
    const first = fields.find((field) => errors[field]);
    // After the step has rendered, so its controls exist.
    if (first) setTimeout(() => form.setFocus(first));
  }

  function next() {
    const current = step as FieldStep;
    const errors = wizardStepErrors(current, form.getValues(), demo);
    if (Object.keys(errors).length > 0) {
      form.clearErrors([...STEP_FIELDS[current]]);
      showErrors(errors);
      toast({
        title: t('errors:hubApplication.nextTitle'),
        description: t('errors:hubApplication.next'),
        variant: 'destructive',
      });
      focusFirst(errors, STEP_FIELDS[current]);
      return;
    }
    goTo(step + 1);
  }

  function skipForDemo() {
    form.reset(DEMO_HUB_APPLICATION);
    setDemo(true);
    goTo(REVIEW_STEP);
  }

  function startOver() {
    form.reset(HUB_APPLICATION_DEFAULTS);
    setDemo(false);
    goTo(0);
  }

  function submit() {
    if (performance.now() - stepShownAt.current < SUBMIT_GRACE_MS) return;
    const result = checkApplication(form.getValues(), demo);
    if (!result.complete) {
      showErrors(result.errors);
      toast({
        title: t('errors:hubApplication.submitTitle'),
        description: t('errors:hubApplication.submit'),
        variant: 'destructive',
      });
      goTo(result.firstStep);
      focusFirst(result.errors, STEP_FIELDS[result.firstStep]);
      return;
    }
    submission.mutate(result.payload, {
      onSuccess: ({ id }) => {
        setSubmitted({ id, demo });
        startOver();
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error, ALL_FIELDS, HUB_SERVER_FIELD_ALIASES);
        for (const { field, message } of fieldErrors) {
          form.setError(field, { type: 'server', message });
        }
        toast({
          title: t('wizard.notSubmitted'),
          description: errorMessage(error),
          variant: 'destructive',
        });
        const [first] = fieldErrors;
        if (first) goTo(stepOfField(first.field));
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field means Next; only the review step sends.
    if (step === REVIEW_STEP) submit();
    else next();
  }

  const stepKey = WIZARD_STEPS[step] ?? 'organization';
  const title = t(`wizard.steps.${stepKey}.title`);

  if (submitted) {
    return <HubApplicationConfirmation {...submitted} onAnother={() => setSubmitted(null)} />;
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={t('wizard.title')}
        description={t('wizard.description')}
        actions={
          <Button variant="outline" onClick={skipForDemo} disabled={submission.isPending}>
            <FlaskConical aria-hidden="true" />
            {t('wizard.skipForDemo')}
          </Button>
        }
      />

      {demo ? <DemoBanner onStartOver={startOver} /> : null}

      <Card>
        <CardHeader className="gap-6 border-b px-4 sm:px-6">
          <StepIndicator current={step} />
          <div className="grid gap-1">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">
              {t('wizard.stepOf', {
                step: format.number(step + 1),
                total: format.number(WIZARD_STEPS.length),
              })}
            </p>
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="scroll-mt-24 text-xl font-bold tracking-tight focus:outline-none"
            >
              {title}
            </h2>
            <CardDescription>{t(`wizard.intro.${stepKey}`)}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="px-4 pt-6 sm:px-6">
          <FormProvider {...form}>
            <form
              onSubmit={onSubmit}
              noValidate
              aria-label={title}
              className="grid grid-cols-1 gap-8"
            >
              {step === 0 ? <OrganizationStep /> : null}
              {step === 1 ? <LocationStep /> : null}
              {step === 2 ? <DocumentsStep demo={demo} /> : null}
              {step === REVIEW_STEP ? (
                <ReviewStep
                  demo={demo}
                  problems={check && !check.complete ? check.errors : {}}
                  onEdit={goTo}
                />
              ) : null}

              <div
                className={cn(
                  'flex items-center justify-between gap-3 border-t pt-6',
                  // The long Submit label gets the full width on a phone, above Previous.
                  step === REVIEW_STEP &&
                    'flex-col-reverse items-stretch sm:flex-row sm:items-center',
                )}
              >
                {step > 0 ? (
                  <Button variant="outline" onClick={() => goTo(step - 1)}>
                    <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
                    {t('wizard.previous')}
                  </Button>
                ) : (
                  <span />
                )}
                {step < REVIEW_STEP ? (
                  <Button type="submit">
                    {t('wizard.next')}
                    <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
                  </Button>
                ) : (
                  <Button type="submit" disabled={!canSubmit || submission.isPending}>
                    <Send aria-hidden="true" />
                    {submission.isPending
                      ? t('wizard.submitting')
                      : demo
                        ? t('wizard.submitDemo')
                        : t('wizard.submit')}
                  </Button>
                )}
              </div>
              {step === REVIEW_STEP && !canSubmit ? (
                <p className="-mt-4 text-sm text-muted-foreground sm:text-end">
                  {t('wizard.completeMissing')}
                </p>
              ) : null}
            </form>
          </FormProvider>
        </CardContent>
      </Card>
    </div>
  );
}
