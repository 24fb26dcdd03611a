import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { ACCOUNT_MSG, MSG, PUSH_MSG, poolerName } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { useSessionUser } from '../../lib/session';
import { RemindersSwitch } from '../autopilot';
import { PushCard } from '../push';
import { accountQuery } from './api';
import { ActsOnMeCard } from './components/acts-card';
import { LeaguesCard } from './components/leagues-card';
import { EmailCard, NameCard, PasswordCard } from './components/profile-cards';
import { Section } from './components/section';
import { SessionsCard } from './components/sessions-card';

/** /user/account: my name, my email, my password, my sessions, my leagues, my reminder mails, this device's notifications; one card each. */
export default function AccountPage() {
  const user = useSessionUser();
  const me = useQuery(accountQuery());
  return (
    <Stack maw={760}>
      <Title order={1} size="h2">
        {MSG.accountTitle(user ? poolerName(user) : '')}
      </Title>
      {me.error && <Alert color="red">{errorMessage(me.error)}</Alert>}
      {me.data ? (
        <>
          <NameCard account={me.data.account} />
          <EmailCard email={me.data.account.email} />
        </>
      ) : (
        me.isPending && <Skeleton h={260} />
      )}
      <PasswordCard />
      <SessionsCard />
      <ActsOnMeCard />
      {me.data ? <LeaguesCard leagues={me.data.leagues} /> : me.isPending && <Skeleton h={120} />}
      <Section title={ACCOUNT_MSG.remindersTitle}>
        <RemindersSwitch />
      </Section>
      <Section title={PUSH_MSG.title}>
        <PushCard />
      </Section>
    </Stack>
  );
}
