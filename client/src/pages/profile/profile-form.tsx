import { isBusinessRole, USER_ROLE_LABELS, USER_ROLES } from '@foodshare/contracts/enums';
import type { User } from '@foodshare/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateProfile } from '../../api/update-profile';
import { FormField, invalidProps } from '../../components/form-field';
import { ProfilePictureField } from '../../components/profile-picture/profile-picture-field';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { OptionSelect } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { Textarea } from '../../components/ui/textarea';
import { serverFieldErrors } from '../../lib/server-field-errors';
import {
  PROFILE_FORM_FIELDS,
  type ProfileFormValues,
  profileFormDefaults,
  profileFormSchema,
} from './profile-form-values';

type ProfileUpdate = ReturnType<typeof profileFormSchema.parse>;

/** The profile's editable fields; Save Changes sends them all with PATCH /api/profile. */
export function ProfileForm({ user }: { user: User }) {
  const form = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(user),
  });
  const update = useUpdateProfile();
  const { errors } = form.formState;
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
        <CardTitle>Edit profile</CardTitle>
        <CardDescription>
          What you share here appears on your public profile when it is visible.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Profile Picture</legend>
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
              <p className="text-xs text-muted-foreground">Save Changes to keep the new picture.</p>
            ) : null}
          </fieldset>

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="profile-first-name" label="First Name" error={errors.firstName?.message}>
              <Input
                autoComplete="given-name"
                {...text('profile-first-name', errors.firstName?.message)}
                {...form.register('firstName')}
              />
            </FormField>
            <FormField id="profile-last-name" label="Last Name" error={errors.lastName?.message}>
              <Input
                autoComplete="family-name"
                {...text('profile-last-name', errors.lastName?.message)}
                {...form.register('lastName')}
              />
            </FormField>
          </div>

          <FormField
            id="profile-bio"
            label="Bio"
            error={errors.bio?.message}
            hint="A few words about you or your organisation and the food you share."
          >
            <Textarea
              rows={4}
              {...text('profile-bio', errors.bio?.message)}
              {...form.register('bio')}
            />
          </FormField>

          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <FormField id="profile-role" label="Role" error={errors.role?.message}>
                <OptionSelect
                  id="profile-role"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...invalidProps('profile-role', errors.role?.message)}
                  value={field.value}
                  onValueChange={field.onChange}
                  name={field.name}
                  options={USER_ROLES}
                  optionLabel={(option) => USER_ROLE_LABELS[option]}
                />
              </FormField>
            )}
          />

          {showBusiness ? (
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                id="profile-business-name"
                label="Business Name"
                error={errors.businessName?.message}
              >
                <Input
                  autoComplete="organization"
                  {...text('profile-business-name', errors.businessName?.message)}
                  {...form.register('businessName')}
                />
              </FormField>
              <FormField
                id="profile-business-address"
                label="Business Address"
                error={errors.businessAddress?.message}
              >
                <Input
                  autoComplete="street-address"
                  {...text('profile-business-address', errors.businessAddress?.message)}
                  {...form.register('businessAddress')}
                />
              </FormField>
            </div>
          ) : null}

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="profile-phone"
              label="Phone Number"
              error={errors.phoneNumber?.message}
              hint="Optional, for example +971 50 123 4567."
            >
              <Input
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                {...text('profile-phone', errors.phoneNumber?.message)}
                {...form.register('phoneNumber')}
              />
            </FormField>
            <FormField
              id="profile-email"
              label="Email"
              error={errors.email?.message}
              hint="Optional."
            >
              <Input
                type="email"
                autoComplete="email"
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
                    Profile visibility: {field.value ? 'Visible' : 'Private'}
                  </Label>
                  <p id="profile-visibility-hint" className="text-xs text-muted-foreground">
                    {field.value
                      ? 'Other members can find you on the Community page.'
                      : 'Only you can see your profile.'}
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
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
