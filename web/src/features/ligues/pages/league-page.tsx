import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { LIGUES_MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';
import { leagueQuery, membersQuery, useInstanceAdmin } from '../api';
import { CreateLeagueCard } from '../components/create-league-card';
import { MemberCard } from '../components/member-card';
import { RoomEventsCard } from '../components/room-events-card';
import { SeasonStartCard } from '../components/season-start-card';
import { SettingsCard } from '../components/settings-card';
import { TradeSettingsCard } from '../components/trade-settings-card';

/**
 * /admin/ligue: the league's admins start a new season for it, set its name and rules, and run its members; an instance
 * admin makes another league.
 */
export default function LeaguePage() {
  const me = useSessionUser();
  const league = useQuery(leagueQuery());
  const members = useQuery(membersQuery());
  const instanceAdmin = useInstanceAdmin();
  const error = league.error ?? members.error;
  return (
    <Stack>
      <Title order={1}>
        {LIGUES_MSG.pageTitle}
        {league.data ? ` « ${league.data.league.nom} »` : ''}
      </Title>
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      {members.data && <SeasonStartCard members={members.data.members} />}
      {league.data ? (
        <SettingsCard
          key={league.data.league.id}
          nom={league.data.league.nom}
          settings={league.data.league.settings}
          draftStarted={league.data.league.draft_started}
        />
      ) : (
        !error && <Skeleton h={260} />
      )}
      {league.data && <TradeSettingsCard key={`trades-${league.data.league.id}`} settings={league.data.league.settings} />}
      {league.data && <RoomEventsCard events={league.data.league.settings.room_events} />}
      <Title order={2} size="h3">
        {LIGUES_MSG.membersTitle(members.data?.members.filter((m) => m.active).length ?? 0)}
      </Title>
      {members.data && league.data ? (
        <Stack component="ul" gap="xs" p={0} style={{ listStyle: 'none' }}>
          {members.data.members.map((m) => (
            <MemberCard key={m.user_id} member={m} me={me?.id ?? 0} draftStarted={league.data.league.draft_started} />
          ))}
        </Stack>
      ) : (
        !error && <Skeleton h={120} />
      )}
      {instanceAdmin && <CreateLeagueCard />}
    </Stack>
  );
}
