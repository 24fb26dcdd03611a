import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@poolfoot/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NewPasswordInput } from '../../components/new-password-input';
import { AuthCard, useAuthSubmit } from './auth-card';
import { resetPassword } from './api';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: { confirm: (v, values) => (v !== values.password ? MSG.passwordsDiffer : null) },
  });
  const { busy, run } = useAuthSubmit(form);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), 2000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = form.onSubmit(({ password }) =>
    run(async () => {
      await resetPassword(token, password);
      setDone(true);
    }),
  );

  return (
    <AuthCard title={'Nouveau mot de passe'}>
      {done ? (
        <Alert color="green" role="status">
          {MSG.passwordChanged}
        </Alert>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <NewPasswordInput
              label="Nouveau mot de passe"
              required
              autoComplete="new-password"
              ownWords={[]}
              {...form.getInputProps('password')}
            />
            <PasswordInput label="Confirmation" required autoComplete="new-password" {...form.getInputProps('confirm')} />
            <Button type="submit" loading={busy}>
              Valider
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
