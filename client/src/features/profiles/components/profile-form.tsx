import { isBusinessRole, USER_ROLES } from '@foodshare/contracts/enums';
import type { User } from '@foodshare/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, invalidProps } from '../../../components/form-field';
import { ProfilePictureField } from '../../../components/profile-picture/profile-picture-field';
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
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { translateSchemaMessage } from '../../../i18n/zod-message';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateProfile } from '../api/update-profile';
import {
  PROFILE_FORM_FIELDS,
  type ProfileFormValues,
  profileFormDefaults,
  profileFormSchema,
} from '../profile-form-values';

type ProfileUpdate = ReturnType<typeof profileFormSchema.parse>;

/** The profile's editable fields; Save Changes sends them all with PATCH /api/profile. */
export function ProfileForm({ user }: { user: User }) {
  const form = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(user),
  });
  const update = useUpdateProfile();
  const { t } = useTranslation(['profile', 'common']);
  const { t: tMessage } = useTranslation();
  const { errors: fieldErrors } = form.formState;
  // The form's own (zod) messages in the person's language; the server's come translated.
  const errors = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, error]) => [
      field,
      { message: error?.message ? translateSchemaMessage(tMessage, error.message) : undefined },
    ]),
  ) as Partial<Record<keyof ProfileFormValues, { message: string | undefined }>>;
  const role = form.watch('role');
  const showBusiness = isBusinessRole(role);

  const onSubmit = form.handleSubmit((changes) =>
    update.mutate(changes, {
      onSuccess: (saved) => form.reset(profileFormDefaults(saved)),
      onError: (error) => {
        for (const { field, message } of serverFieldErrors(error, PROFILE_FORM_FIELDS)) {
          form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      },
    }),
  );

  const text = (id: string, message: string | undefined) => ({ id, ...invalidProps(id, message) });

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('form.picture')}</legend>
            <Controller
              control={form.control}
              name="profileImageUrl"
              render={({ field }) => (
                <ProfilePictureField value={field.value} onChange={(url) => field.onChange(url)} />
              )}
            />
            {errors.profileImageUrl?.message ? (
              <p className="text-sm font-medium text-destructive">
                {errors.profileImageUrl.message}
              </p>
            ) : form.formState.dirtyFields.profileImageUrl ? (
              <p className="text-xs text-muted-foreground">{t('form.pictureUnsaved')}</p>
            ) : null}
          </fieldset>

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="profile-first-name"
              label={t('form.firstName')}
              error={errors.firstName?.message}
            >
              <Input
                autoComplete="given-name"
                dir="auto"
                {...text('profile-first-name', errors.firstName?.message)}
                {...form.register('firstName')}
              />
            </FormField>
            <FormField
              id="profile-last-name"
              label={t('form.lastName')}
              error={errors.lastName?.message}
            >
              <Input
                autoComplete="family-name"
                dir="auto"
                {...text('profile-last-name', errors.lastName?.message)}
                {...form.register('lastName')}
              />
            </FormField>
          </div>

          <FormField
            id="profile-bio"
            label={t('form.bio')}
            error={errors.bio?.message}
            hint={t('form.bioHint')}
          >
            <Textarea
              rows={4}
              dir="auto"
              {...text('profile-bio', errors.bio?.message)}
              {...form.register('bio')}
            />
          </FormField>

          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <FormField id="profile-role" label={t('form.role')} error={errors.role?.message}>
                <OptionSelect
                  id="profile-role"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...invalidProps('profile-role', errors.role?.message)}
                  value={field.value}
                  onValueChange={field.onChange}
                  name={field.name}
                  options={USER_ROLES}
                  optionLabel={(option) => t(`common:roles.${option}`)}
                />
              </FormField>
            )}
          />

          {showBusiness ? (
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                id="profile-business-name"
                label={t('form.businessName')}
                error={errors.businessName?.message}
              >
                <Input
                  autoComplete="organization"
                  dir="auto"
                  {...text('profile-business-name', errors.businessName?.message)}
                  {...form.register('businessName')}
                />
              </FormField>
              <FormField
                id="profile-business-address"
                label={t('form.businessAddress')}
                error={errors.businessAddress?.message}
              >
                <Input
                  autoComplete="street-address"
                  dir="auto"
                  {...text('profile-business-address', errors.businessAddress?.message)}
                  {...form.register('businessAddress')}
                />
              </FormField>
            </div>
          ) : null}

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="profile-phone"
              label={t('form.phone')}
              error={errors.phoneNumber?.message}
              hint={t('form.phoneHint')}
            >
              <Input
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                dir="ltr"
                {...text('profile-phone', errors.phoneNumber?.message)}
                {...form.register('phoneNumber')}
              />
            </FormField>
            <FormField
              id="profile-email"
              label={t('form.email')}
              error={errors.email?.message}
              hint={t('form.emailHint')}
            >
              <Input
                type="email"
                autoComplete="email"
                dir="ltr"
                {...text('profile-email', errors.email?.message)}
                {...form.register('email')}
              />
            </FormField>
          </div>

          <Controller
            control={form.control}
            name="isPublicProfile"
            render={({ field }) => (
              <div className="flex items-start justify-between gap-4 rounded-lg border bg-muted/50 p-4">
                <div className="grid gap-1">
                  <Label htmlFor="profile-visibility">
                    {t('form.visibility', {
                      state: field.value ? t('summary.visible') : t('summary.private'),
                    })}
                  </Label>
                  <p id="profile-visibility-hint" className="text-xs text-muted-foreground">
                    {field.value ? t('form.visibleHint') : t('form.privateHint')}
                  </p>
                </div>
                <Switch
                  id="profile-visibility"
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-describedby="profile-visibility-hint"
                />
              </div>
            )}
          />

          <div className="flex justify-end">
            <Button
              type="submit"
              size="lg"
              disabled={update.isPending}
              className="w-full sm:w-auto"
            >
              {update.isPending ? t('form.saving') : t('form.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
