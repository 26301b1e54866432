import { type LoginPayload, loginPayloadSchema } from '@foodshare/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormField, invalidProps } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { translateSchemaMessage } from '../../../i18n/zod-message';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';

export function LoginForm() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm<LoginPayload>({
    resolver: zodResolver(loginPayloadSchema),
    defaultValues: { username: '' },
  });
  const login = useLogin({
    onSuccess: () => {
      toast({ title: t('login.welcomeTitle'), description: t('login.welcomeText') });
      navigate('/', { replace: true });
    },
  });

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error, ['username'] as const);
        // An unknown username answers 401 without naming the field: it is still about the username.
        if (
          fieldErrors.length === 0 &&
          error instanceof ApiError &&
          error.status === 401 &&
          error.body
        ) {
          fieldErrors.push({ field: 'username', message: errorMessage(error) });
        }
        for (const { field, message } of fieldErrors)
          form.setError(field, { type: 'server', message });
        toast({
          title: t('login.failedTitle'),
          description: errorMessage(error, t('login.failedText')),
          variant: 'destructive',
        });
      },
    }),
  );

  const usernameError = translateSchemaMessage(i18n.t, form.formState.errors.username?.message);

  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-extrabold tracking-tight">{t('login.heading')}</h1>
        <CardDescription>{t('login.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField id="login-username" label={t('username')} error={usernameError}>
            <Input
              id="login-username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('login.placeholder')}
              dir="ltr"
              data-verbatim
              {...invalidProps('login-username', usernameError)}
              {...form.register('username')}
            />
          </FormField>
          <Button type="submit" size="lg" disabled={login.isPending}>
            {login.isPending ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
