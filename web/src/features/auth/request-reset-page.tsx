import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@poolfoot/domain';
import { useNavigate } from 'react-router';
import { banner } from '../../lib/banner';
import { AuthCard, useAuthSubmit } from './auth-card';
import { requestReset } from './api';

export default function RequestResetPage() {
  const navigate = useNavigate();
  const { busy, run } = useAuthSubmit();
  const form = useForm({ initialValues: { email: '' } });
  const submit = form.onSubmit(({ email }) =>
    run(async () => {
      const res = await requestReset(email);
      if (res.message) banner.show(res.message, 'green');
      navigate('/home');
    }),
  );
  return (
    <AuthCard title={MSG.forgotPassword}>
      <Text c="dimmed" size="sm" mb="md">
        Indiquez votre email : nous vous enverrons un lien pour choisir un nouveau mot de passe.
      </Text>
      <form onSubmit={submit}>
        <Stack>
          <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
          <Button type="submit" loading={busy}>
            Envoyer le lien
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
