import { Alert, Button, Card, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@poolfoot/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/notify';
import { resetPassword } from './api';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: { confirm: (v, values) => (v !== values.password ? MSG.passwordsDiffer : null) },
  });
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), 2000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = form.onSubmit(async ({ password }) => {
    setBusy(true);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (err) {
      toast.warning(errorMessage(err, MSG.loginNetwork));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Card maw={420} mx="auto" mt="lg">
      <Title order={1} size="h2" mb="md">
        Nouveau mot de passe
      </Title>
      {done ? (
        <Alert color="green" role="status">
          {MSG.passwordChanged}
        </Alert>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <PasswordInput label="Nouveau mot de passe" required autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordInput label="Confirmation" required autoComplete="new-password" {...form.getInputProps('confirm')} />
            <Button type="submit" loading={busy}>
              Valider
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
