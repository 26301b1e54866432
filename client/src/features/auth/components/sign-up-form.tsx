import { USER_ROLES, type UserRole } from '@foodshare/contracts/enums';
import { registerPayloadSchema } from '@foodshare/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { FormField, invalidProps } from '../../../components/form-field';
import { ProfilePictureField } from '../../../components/profile-picture/profile-picture-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { translateSchemaMessage } from '../../../i18n/zod-message';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { markNewAccount } from '../../../lib/session-memory';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/register';

type SignUpInput = z.input<typeof registerPayloadSchema>;
type SignUpValues = z.output<typeof registerPayloadSchema>;

const SHOWN_FIELDS = [
  'firstName',
  'lastName',
  'username',
  'role',
  'profileVisibility',
  'profileImageUrl',
] as const;

/** `role`: the one a Join button chose, preselected; the person can still change it. */
export function SignUpForm({ role = 'individual' }: { role?: UserRole | undefined }) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const product = t('common:productName');
  const navigate = useNavigate();
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(registerPayloadSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      role,
      profileVisibility: true,
      profileImageUrl: '',
    },
  });
  const registration = useRegister({
    onSuccess: () => {
      toast({
        title: t('signup.createdTitle'),
        description: t('signup.createdText', { product }),
      });
      markNewAccount();
      navigate('/', { replace: true });
    },
  });

  const onSubmit = form.handleSubmit((values) =>
    registration.mutate(values, {
      onError: (error) => {
        for (const { field, message } of serverFieldErrors(error, SHOWN_FIELDS)) {
          form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        toast({
          title: t('signup.failedTitle'),
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
    }),
  );

  const { errors } = form.formState;
  const message = (field: keyof typeof errors) =>
    translateSchemaMessage(i18n.t, errors[field]?.message);

  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-extrabold tracking-tight">
          {t('signup.heading', { product })}
        </h1>
        <CardDescription>{t('signup.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="signup-first-name"
              label={t('signup.firstName')}
              error={message('firstName')}
            >
              <Input
                id="signup-first-name"
                autoComplete="given-name"
                dir="auto"
                {...invalidProps('signup-first-name', message('firstName'))}
                {...form.register('firstName')}
              />
            </FormField>
            <FormField
              id="signup-last-name"
              label={t('signup.lastName')}
              error={message('lastName')}
            >
              <Input
                id="signup-last-name"
                autoComplete="family-name"
                dir="auto"
                {...invalidProps('signup-last-name', message('lastName'))}
                {...form.register('lastName')}
              />
            </FormField>
          </div>
          <FormField
            id="signup-username"
            label={t('username')}
            error={message('username')}
            hint={t('signup.usernameHint')}
          >
            <Input
              id="signup-username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              dir="ltr"
              {...invalidProps('signup-username', message('username'))}
              {...form.register('username')}
            />
          </FormField>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <FormField id="signup-role" label={t('signup.role')} error={message('role')}>
                <OptionSelect
                  id="signup-role"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...invalidProps('signup-role', message('role'))}
                  value={field.value ?? 'individual'}
                  onValueChange={field.onChange}
                  name={field.name}
                  options={USER_ROLES}
                  optionLabel={(option) => t(`common:roles.${option}`)}
                />
              </FormField>
            )}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">
              {t('signup.picture')}{' '}
              <span className="font-normal text-muted-foreground">{t('common:ui.optional')}</span>
            </legend>
            <Controller
              control={form.control}
              name="profileImageUrl"
              render={({ field }) => (
                <ProfilePictureField value={field.value} onChange={field.onChange} />
              )}
            />
            {errors.profileImageUrl?.message ? (
              <p className="text-sm font-medium text-destructive">{message('profileImageUrl')}</p>
            ) : null}
          </fieldset>
          <Controller
            control={form.control}
            name="profileVisibility"
            render={({ field }) => {
              const isPublic = field.value ?? true;
              return (
                <div className="flex items-start justify-between gap-4 rounded-lg border bg-muted/50 p-4">
                  <div className="grid gap-1">
                    <Label htmlFor="signup-visibility">
                      {isPublic ? t('signup.public') : t('signup.private')}
                    </Label>
                    <p id="signup-visibility-hint" className="text-xs text-muted-foreground">
                      {isPublic ? t('signup.publicHint') : t('signup.privateHint')}
                    </p>
                  </div>
                  <Switch
                    id="signup-visibility"
                    ref={field.ref}
                    checked={isPublic}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    aria-describedby="signup-visibility-hint"
                  />
                </div>
              );
            }}
          />
          <Button type="submit" size="lg" disabled={registration.isPending}>
            {registration.isPending ? t('signup.submitting') : t('signup.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
