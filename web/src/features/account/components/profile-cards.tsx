import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_MSG, type Account, changePasswordRequest, MSG, poolerName } from '@poolfoot/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { fieldErrors, isFieldRefusal, showFieldRefusal } from '../../../lib/forms';
import { NewPasswordInput } from '../../../components/new-password-input';
import { toast } from '../../../lib/notify';
import { session, useSessionUser } from '../../../lib/session';
import { useChangePassword, useUpdateMe } from '../api';
import { Section } from './section';

/** My display name: empty, my username is shown. The header's name follows at once (the session's user). */
export function NameCard({ account }: { account: Account }) {
  const update = useUpdateMe();
  const [nickname, setNickname] = useState(account.nickname);
  return (
    <Section title={ACCOUNT_MSG.nameTitle}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate(
            { nickname },
            {
              onSuccess: (res) => {
                setNickname(res.account.nickname);
                const user = session.get();
                if (user?.id === res.account.id) session.set({ ...user, nickname: res.account.nickname });
                if (res.message === ACCOUNT_MSG.unchanged) toast.info(res.message);
                else toast.success(ACCOUNT_MSG.nameSaved(poolerName(res.account)));
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={ACCOUNT_MSG.nicknameLabel}
            description={ACCOUNT_MSG.nicknameHint(account.username)}
            placeholder={account.username}
            value={nickname}
            onChange={(e) => setNickname(e.currentTarget.value)}
            maxLength={40}
            autoComplete="nickname"
            error={update.error ? errorMessage(update.error) : undefined}
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              {ACCOUNT_MSG.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

/** My email: a new one is confirmed with my current password, whose field shows as soon as the email differs. */
export function EmailCard({ email }: { email: string }) {
  const update = useUpdateMe();
  const [value, setValue] = useState(email);
  const [password, setPassword] = useState('');
  const changed = value.trim().toLowerCase() !== email;
  return (
    <Section title={ACCOUNT_MSG.emailTitle}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!changed) return;
          update.mutate(
            { email: value, current_password: password },
            {
              onSuccess: (res) => {
                setValue(res.account.email);
                setPassword('');
                toast.success(ACCOUNT_MSG.emailSaved(res.account.email));
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <TextInput
            type="email"
            label={ACCOUNT_MSG.emailLabel}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            maxLength={254}
            autoComplete="email"
            required
            withAsterisk={false}
          />
          {changed && (
            <PasswordInput
              label={ACCOUNT_MSG.currentPasswordLabel}
              description={ACCOUNT_MSG.emailNeedsPassword}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              maxLength={200}
              autoComplete="current-password"
              required
              withAsterisk={false}
            />
          )}
          {update.error && <Alert color="red">{errorMessage(update.error)}</Alert>}
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!changed}>
              {ACCOUNT_MSG.emailSave}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

/** My password: the current one, the new one twice (the two checked here); the answer says how many other sessions ended. */
export function PasswordCard() {
  const user = useSessionUser();
  const change = useChangePassword();
  const form = useForm({
    initialValues: { current_password: '', new_password: '', confirm: '' },
    validate: (values) => ({
      ...fieldErrors(changePasswordRequest, values),
      ...(values.confirm !== values.new_password ? { confirm: MSG.passwordsDiffer } : {}),
    }),
  });
  return (
    <Section title={ACCOUNT_MSG.passwordTitle}>
      <form
        onSubmit={form.onSubmit(({ current_password, new_password }) =>
          change.mutate(
            { current_password, new_password },
            {
              onSuccess: (res) => {
                form.reset();
                toast.success(ACCOUNT_MSG.passwordChanged(res.ended));
              },
              onError: (err) => showFieldRefusal(form, err),
            },
          ),
        )}
      >
        <Stack gap="sm">
          <PasswordInput
            label={ACCOUNT_MSG.currentPasswordLabel}
            autoComplete="current-password"
            maxLength={200}
            {...form.getInputProps('current_password')}
          />
          <Text size="sm" c="dimmed">
            {ACCOUNT_MSG.passwordIntro}
          </Text>
          <NewPasswordInput
            label={ACCOUNT_MSG.newPasswordLabel}
            autoComplete="new-password"
            maxLength={200}
            ownWords={user ? [user.username, user.nickname] : []}
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label={ACCOUNT_MSG.confirmPasswordLabel}
            autoComplete="new-password"
            maxLength={200}
            {...form.getInputProps('confirm')}
          />
          {change.error && !isFieldRefusal(form, change.error) && <Alert color="red">{errorMessage(change.error)}</Alert>}
          <Group>
            <Button type="submit" loading={change.isPending}>
              {ACCOUNT_MSG.passwordSave}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
