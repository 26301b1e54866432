import { PRODUCT_NAME } from '@foodshare/contracts/constants';
import { USER_ROLE_LABELS, USER_ROLES, type UserRole } from '@foodshare/contracts/enums';
import { registerPayloadSchema } from '@foodshare/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useRegister } from '../../api/register';
import { FormField, invalidProps } from '../../components/form-field';
import { ProfilePictureField } from '../../components/profile-picture/profile-picture-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { OptionSelect } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { errorMessage } from '../../lib/api-client';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { markNewAccount } from '../../lib/session-memory';
import { toast } from '../../lib/toast';

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
        title: 'Account created!',
        description: `Welcome to the ${PRODUCT_NAME} community! You can now share and rescue food.`,
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
          title: 'Registration failed',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
    }),
  );

  const { errors } = form.formState;

  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-extrabold tracking-tight">Join {PRODUCT_NAME}</h1>
        <CardDescription>
          Create a free demo account: just your name and a username.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="signup-first-name" label="First Name" error={errors.firstName?.message}>
              <Input
                id="signup-first-name"
                autoComplete="given-name"
                {...invalidProps('signup-first-name', errors.firstName?.message)}
                {...form.register('firstName')}
              />
            </FormField>
            <FormField id="signup-last-name" label="Last Name" error={errors.lastName?.message}>
              <Input
                id="signup-last-name"
                autoComplete="family-name"
                {...invalidProps('signup-last-name', errors.lastName?.message)}
                {...form.register('lastName')}
              />
            </FormField>
          </div>
          <FormField
            id="signup-username"
            label="Username"
            error={errors.username?.message}
            hint="At least 3 characters: English letters (a-z), numbers, dots, dashes or underscores. Usernames use English letters only so that nobody can pass for another member with a look-alike name; your name can be in Arabic."
          >
            <Input
              id="signup-username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...invalidProps('signup-username', errors.username?.message)}
              {...form.register('username')}
            />
          </FormField>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <FormField id="signup-role" label="Role" error={errors.role?.message}>
                <OptionSelect
                  id="signup-role"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...invalidProps('signup-role', errors.role?.message)}
                  value={field.value ?? 'individual'}
                  onValueChange={field.onChange}
                  name={field.name}
                  options={USER_ROLES}
                  optionLabel={(role) => USER_ROLE_LABELS[role]}
                />
              </FormField>
            )}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">
              Profile Picture <span className="font-normal text-muted-foreground">(optional)</span>
            </legend>
            <Controller
              control={form.control}
              name="profileImageUrl"
              render={({ field }) => (
                <ProfilePictureField value={field.value} onChange={field.onChange} />
              )}
            />
            {errors.profileImageUrl?.message ? (
              <p className="text-sm font-medium text-destructive">
                {errors.profileImageUrl.message}
              </p>
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
                      {isPublic ? 'Public Profile' : 'Private Profile'}
                    </Label>
                    <p id="signup-visibility-hint" className="text-xs text-muted-foreground">
                      {isPublic
                        ? 'Other members can see your profile in the community.'
                        : 'Only you can see your profile. You can change this later in settings.'}
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
            {registration.isPending ? 'Creating account...' : 'Create Account'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
