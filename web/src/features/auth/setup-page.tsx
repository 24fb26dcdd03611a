import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, SETUP_MSG } from '@poolfoot/domain/messages';
import { useNavigate } from 'react-router';
import { NewPasswordInput } from '../../components/new-password-input';
import { banner } from '../../lib/banner';
import { AuthCard, useAuthSubmit } from './auth-card';

/**
 * An instance's first start with no terminal: its first account (the super admin) and its first league,
 * with the one-time code the server printed in its log. Anyone may open the page; only the code's holder succeeds.
 */
export default function SetupPage() {
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { code: '', username: '', email: '', password: '', confirm: '', league: '' },
    validate: { confirm: (v, values) => (v !== values.password ? MSG.passwordsDiffer : null) },
  });
  const { busy, run } = useAuthSubmit(form);

  const submit = form.onSubmit(({ confirm: _confirm, ...input }) =>
    run(async () => {
      const { setupAdmin } = await import('./api');
      const res = await setupAdmin(input);
      banner.show(SETUP_MSG.done(res.league.nom), 'green');
      navigate('/home');
    }),
  );

  return (
    <AuthCard title={SETUP_MSG.title}>
      <Text size="sm" mb="md">
        {SETUP_MSG.intro}
      </Text>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={SETUP_MSG.codeLabel}
            description={SETUP_MSG.codeHelp}
            required
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.getInputProps('code')}
          />
          <TextInput label={SETUP_MSG.leagueLabel} placeholder={SETUP_MSG.leaguePlaceholder} required {...form.getInputProps('league')} />
          <TextInput label="Nom d’utilisateur" required autoComplete="username" {...form.getInputProps('username')} />
          <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
          <NewPasswordInput
            label="Mot de passe"
            required
            autoComplete="new-password"
            ownWords={[form.values.username, form.values.email, form.values.league]}
            {...form.getInputProps('password')}
          />
          <PasswordInput label="Confirmation" required autoComplete="new-password" {...form.getInputProps('confirm')} />
          <Button type="submit" loading={busy}>
            {SETUP_MSG.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
