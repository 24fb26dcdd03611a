import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@poolfoot/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { banner } from '../../lib/banner';
import { toast } from '../../lib/notify';
import { requestReset } from './api';

export default function RequestResetPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { email: '' } });
  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    try {
      const res = await requestReset(email);
      if (res.message) banner.show(res.message, 'green');
      navigate('/home');
    } catch (err) {
      toast.warning(errorMessage(err, MSG.loginNetwork));
    } finally {
      setBusy(false);
    }
  });
  return (
    <Card maw={420} mx="auto" mt="lg">
      <Title order={1} size="h2" mb="xs">
        {MSG.forgotPassword}
      </Title>
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
    </Card>
  );
}
