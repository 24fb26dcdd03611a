import { Alert, Anchor, Button, Card, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INVITES_MSG, MSG } from '@poolfoot/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { NewPasswordInput } from '../../../components/new-password-input';
import { errorMessage } from '../../../lib/api';
import { showFieldRefusal } from '../../../lib/forms';
import { toast } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session';
import { useAcceptInvite, inviteQuery } from '../api';
import { useActInLeague } from '../act-in-league';

/**
 * /invite/:token, the link a league admin sent: the league's name, then, for a friend new to Poolfoot, an account made
 * there (name, email, password), or, for someone signed in, one button; either way in the league at once, on its home.
 */
export default function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const me = useSessionUser();
  const invite = useQuery(inviteQuery(token));
  const accept = useAcceptInvite();
  const actInLeague = useActInLeague();
  const form = useForm({
    initialValues: { username: '', email: '', password: '', confirm: '' },
    validate: { confirm: (v, values) => (v !== values.password ? MSG.passwordsDiffer : null) },
  });

  const join = (account: { username: string; email: string; password: string } | null) =>
    accept.mutate(
      { token, ...account },
      {
        onSuccess: async (res) => {
          await actInLeague(res);
          navigate('/home');
        },
        onError: (err) => showFieldRefusal(form, err) || toast.warning(errorMessage(err)),
      },
    );

  if (invite.isPending) return <Loader aria-label="Chargement" />;
  if (invite.isError)
    return (
      <Stack maw={460} mx="auto" mt="lg">
        <Alert color="red">{errorMessage(invite.error)}</Alert>
        <Anchor component={Link} to="/login">
          {INVITES_MSG.toLogin}
        </Anchor>
      </Stack>
    );
  const { league, closed } = invite.data;
  return (
    <Card maw={460} mx="auto" mt="lg">
      <Title order={1} size="h2" mb="xs">
        {INVITES_MSG.inviteTitle(league.nom)}
      </Title>
      <Text size="sm" mb="md">
        {INVITES_MSG.inviteIntro}
      </Text>
      {closed ? (
        <Alert color="orange">{INVITES_MSG.closed[closed]}</Alert>
      ) : me ? (
        <Stack>
          <Text size="sm">{INVITES_MSG.signedInAs(me.username)}</Text>
          <Button onClick={() => join(null)} loading={accept.isPending}>
            {INVITES_MSG.join}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(({ confirm: _confirm, ...account }) => join(account))}>
          <Stack>
            <TextInput label="Nom d’utilisateur" required autoComplete="username" {...form.getInputProps('username')} />
            <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
            <NewPasswordInput
              label="Mot de passe"
              required
              autoComplete="new-password"
              ownWords={[form.values.username, form.values.email, league.nom]}
              {...form.getInputProps('password')}
            />
            <PasswordInput label="Confirmation" required autoComplete="new-password" {...form.getInputProps('confirm')} />
            <Button type="submit" loading={accept.isPending}>
              {INVITES_MSG.createAndJoin}
            </Button>
            <Anchor component={Link} to={`/login?suite=${encodeURIComponent(`/invite/${token}`)}`} size="sm">
              {INVITES_MSG.haveAccount}
            </Anchor>
          </Stack>
        </form>
      )}
    </Card>
  );
}
