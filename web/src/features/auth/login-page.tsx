import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SHELL_PATHS } from '@poolfoot/domain/endpoint';
import { MSG } from '@poolfoot/domain/messages';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { shellGet } from '../../lib/api';
import { banner } from '../../lib/banner';
import { useSessionUser } from '../../lib/session';
import { AuthCard, useAuthSubmit } from './auth-card';

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Where to go once signed in: an invite's page that sent here (nothing else: no open redirect), else home.
  const suite = params.get('suite') ?? '';
  const next = /^\/invite\/[\w-]+$/.test(suite) ? suite : '/home';
  const { busy, run } = useAuthSubmit();
  const form = useForm({ initialValues: { email: '', password: '' } });
  // An instance with no account yet is set up first (/setup): nobody could sign in here.
  useEffect(() => {
    shellGet(SHELL_PATHS.setupStatus)
      .then((res) => res.needs_setup === true && navigate('/setup', { replace: true }))
      .catch(() => undefined);
  }, [navigate]);
  // Signed in after all: the server's session outlived the user this browser kept (a phone's browser may clear a site's
  // storage while its cookie lives on), and the start-up check found it. Back to the page the guard sent here from (or
  // on, as a sign-in would); a user who opened this page himself, signed in, came to sign in as someone else, and stays.
  const user = useSessionUser();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const sentFrom = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
  const signedInAtOpen = useRef(user !== null);
  useEffect(() => {
    if (user && (sentFrom || !signedInAtOpen.current)) navigate(sentFrom ?? next, { replace: true });
  }, [user, sentFrom, navigate, next]);

  const submit = form.onSubmit(({ email, password }) =>
    run(async () => {
      // The API schemas load on submit: the login page itself stays light on a phone.
      const { login } = await import('./api');
      await login(email, password);
      banner.show(MSG.loginSuccess, 'green');
      navigate(sentFrom ?? next);
    }),
  );

  return (
    <AuthCard title={MSG.navLogin}>
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
    </AuthCard>
  );
}
