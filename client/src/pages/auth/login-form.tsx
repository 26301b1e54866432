import { type LoginPayload, loginPayloadSchema } from '@foodshare/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useLogin } from '../../api/login';
import { FormField, invalidProps } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { ApiError, errorMessage } from '../../lib/api-client';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { toast } from '../../lib/toast';

export function LoginForm() {
  const navigate = useNavigate();
  const form = useForm<LoginPayload>({
    resolver: zodResolver(loginPayloadSchema),
    defaultValues: { username: '' },
  });
  const login = useLogin({
    onSuccess: () => {
      toast({ title: 'Welcome back!', description: "You've successfully logged in." });
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
          fieldErrors.push({ field: 'username', message: error.body.message });
        }
        for (const { field, message } of fieldErrors)
          form.setError(field, { type: 'server', message });
        toast({
          title: 'Login failed',
          description: errorMessage(error, 'Invalid username or password'),
          variant: 'destructive',
        });
      },
    }),
  );

  const usernameError = form.formState.errors.username?.message;

  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-extrabold tracking-tight">Welcome back</h1>
        <CardDescription>
          Sign in with your username. This is a demo: no password is needed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField id="login-username" label="Username" error={usernameError}>
            <Input
              id="login-username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="e.g. layla.fresh"
              {...invalidProps('login-username', usernameError)}
              {...form.register('username')}
            />
          </FormField>
          <Button type="submit" size="lg" disabled={login.isPending}>
            {login.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
