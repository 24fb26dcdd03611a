import { Alert, Anchor, Button, Card, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INVITES_MSG, MSG } from '@poolfoot/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session';
import { useAcceptInvite, useInvite } from '../api';
import { actInLeague } from '../act-in-league';

const CLOSED_MSG = { expired: INVITES_MSG.expired, used_up: INVITES_MSG.usedUp, revoked: INVITES_MSG.revokedLink } as const;

/**
 * /invite/:token, the link a league admin sent: the league's name, then, for a friend new to Poolfoot, an account made
 * there (name, email, password), or, for someone signed in, one button; either way in the league at once, on its home.
 */
export default function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const me = useSessionUser();
  const invite = useInvite(token);
  const accept = useAcceptInvite();
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
        onError: (err) => toast.warning(errorMessage(err)),
      },
    );

  if (invite.isPending) return <Loader aria-label="Chargement" />;
  if (invite.isError) return <Alert color="red">{errorMessage(invite.error)}</Alert>;
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
        <Alert color="orange">{CLOSED_MSG[closed]}</Alert>
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
            <PasswordInput label="Mot de passe" required autoComplete="new-password" {...form.getInputProps('password')} />
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
