import { Anchor, Button, Card, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@poolfoot/domain/messages';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { banner } from '../../lib/banner';
import { toast } from '../../lib/notify';

export default function LoginPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { email: '', password: '' } });

  const submit = form.onSubmit(async ({ email, password }) => {
    setBusy(true);
    try {
      // The API schemas load on submit: the login page itself stays light on a phone.
      const { login } = await import('./api');
      await login(email, password);
      banner.show(MSG.loginSuccess, 'green');
      navigate('/home');
    } catch (err) {
      toast.warning(errorMessage(err, MSG.loginNetwork));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Card maw={420} mx="auto" mt="lg">
      <Title order={1} size="h2" mb="md">
        {MSG.navLogin}
      </Title>
      <form onSubmit={submit} noValidate={false}>
        <Stack>
          <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput label="Mot de passe" required autoComplete="current-password" {...form.getInputProps('password')} />
          <Button type="submit" loading={busy}>
            Se connecter
          </Button>
          <Anchor component={Link} to="/login/requestReset" size="sm">
            {MSG.forgotPassword}
          </Anchor>
        </Stack>
      </form>
    </Card>
  );
}
