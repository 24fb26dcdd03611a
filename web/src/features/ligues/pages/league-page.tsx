import { Alert, Badge, Button, Card, Group, NumberInput, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { type LeagueSettings, LIGUES_MSG, type Member, POSTES, poolerName, ROLE } from '@poolfoot/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session';
import { SeasonStartCard } from '../components/season-start-card';
import { SharedLink } from '../components/shared-link';
import { actInLeague } from '../act-in-league';
import {
  useCreateLeague,
  useInstanceAdmin,
  useLeague,
  useMembers,
  useRemoveMember,
  useResetLink,
  useSetRole,
  useUpdateLeague,
} from '../api';

const warn = (err: unknown) => toast.warning(errorMessage(err));

/** The name, the number of poolers and, before the draft, each pooler's squad limits. */
function SettingsCard({ nom, settings, draftStarted }: { nom: string; settings: LeagueSettings; draftStarted: boolean }) {
  const update = useUpdateLeague();
  const [name, setName] = useState(nom);
  const [poolers, setPoolers] = useState<number | string>(settings.max_poolers);
  const [postes, setPostes] = useState<Record<string, number | string>>(settings.max_joueurs_poste);
  const [club, setClub] = useState<number | string>(settings.max_par_club);
  return (
    <Card>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const limits = draftStarted
            ? {}
            : {
                max_joueurs_poste: Object.fromEntries(POSTES.map((p) => [p, Number(postes[p])])) as LeagueSettings['max_joueurs_poste'],
                max_par_club: Number(club),
              };
          update.mutate(
            { nom: name, max_poolers: Number(poolers), ...limits },
            { onSuccess: (res) => toast.success(res.message ?? LIGUES_MSG.updated), onError: warn },
          );
        }}
      >
        <Stack>
          <Title order={2} size="h3">
            {LIGUES_MSG.settingsTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={LIGUES_MSG.nameLabel}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={60}
              required
              withAsterisk={false}
            />
            <NumberInput label={LIGUES_MSG.poolersLabel} min={2} max={20} value={poolers} onChange={setPoolers} />
          </SimpleGrid>
          <Text fw={700}>{LIGUES_MSG.limitsTitle}</Text>
          {draftStarted && <Alert color="gray">{LIGUES_MSG.limitsAfterDraft}</Alert>}
          <SimpleGrid cols={{ base: 3, sm: 7 }}>
            {POSTES.map((p) => (
              <NumberInput
                key={p}
                label={LIGUES_MSG.posteLabel(p)}
                min={0}
                max={10}
                value={postes[p]}
                disabled={draftStarted}
                onChange={(v) => setPostes((was) => ({ ...was, [p]: v }))}
              />
            ))}
            <NumberInput label={LIGUES_MSG.clubLabel} min={1} max={20} value={club} disabled={draftStarted} onChange={setClub} />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {LIGUES_MSG.clockNote(settings.pick_clock_minutes)}
          </Text>
          <Group>
            <Button type="submit" loading={update.isPending}>
              {LIGUES_MSG.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function MemberRow({ member, me, draftStarted }: { member: Member; me: number; draftStarted: boolean }) {
  const setRole = useSetRole();
  const remove = useRemoveMember();
  const reset = useResetLink();
  const [link, setLink] = useState<string | null>(null);
  const name = poolerName(member);
  const removeLabel = draftStarted ? LIGUES_MSG.deactivate : LIGUES_MSG.remove;
  return (
    <Card withBorder padding="sm" component="li" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={700}>{name}</Text>
              {member.user_id === me && <Badge variant="light">{LIGUES_MSG.you}</Badge>}
              {!member.active && (
                <Badge color="gray" variant="light">
                  {LIGUES_MSG.inactive}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {member.email} · {member.last_seen ? LIGUES_MSG.seen(formatDateTime(member.last_seen)) : LIGUES_MSG.neverSeen}
            </Text>
          </Stack>
          <Select
            aria-label={`${LIGUES_MSG.roleLabel} de ${name}`}
            size="xs"
            w={170}
            allowDeselect={false}
            disabled={setRole.isPending || !member.active}
            data={[
              { value: String(ROLE.pooler), label: LIGUES_MSG.rolePooler },
              { value: String(ROLE.admin), label: LIGUES_MSG.roleAdmin },
            ]}
            value={String(member.role >= ROLE.admin ? ROLE.admin : ROLE.pooler)}
            onChange={(value) =>
              value &&
              setRole.mutate(
                { user_id: member.user_id, role: value === String(ROLE.admin) ? ROLE.admin : ROLE.pooler },
                { onSuccess: (res) => toast.success(res.message ?? LIGUES_MSG.updated), onError: warn },
              )
            }
          />
        </Group>
        {member.active && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              loading={reset.isPending}
              onClick={() => reset.mutate({ user_id: member.user_id }, { onSuccess: (res) => setLink(res.url), onError: warn })}
            >
              {LIGUES_MSG.resetLink}
            </Button>
            {member.user_id !== me && (
              <Button
                size="xs"
                color="red"
                variant="subtle"
                loading={remove.isPending}
                onClick={async () => {
                  const message = draftStarted ? LIGUES_MSG.deactivateConfirm(name) : LIGUES_MSG.removeConfirm(name);
                  if (!(await confirmAction({ title: removeLabel, message, confirmLabel: removeLabel, danger: true }))) return;
                  remove.mutate(
                    { user_id: member.user_id },
                    { onSuccess: (res) => toast.success(res.message ?? removeLabel), onError: warn },
                  );
                }}
              >
                {removeLabel}
              </Button>
            )}
          </Group>
        )}
        {link && (
          <SharedLink
            title={LIGUES_MSG.resetLinkTitle(name)}
            label={`${LIGUES_MSG.resetLink} : ${name}`}
            url={link}
            note={LIGUES_MSG.resetLinkMade}
          />
        )}
      </Stack>
    </Card>
  );
}

/** An instance admin makes another league and plays in it at once (its home opens). */
function CreateLeagueCard() {
  const create = useCreateLeague();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  return (
    <Card>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { nom: name },
            {
              onSuccess: async (res) => {
                await actInLeague(res);
                navigate('/admin/invitations');
              },
              onError: warn,
            },
          );
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h3">
            {LIGUES_MSG.createTitle}
          </Title>
          <Text size="sm">{LIGUES_MSG.createIntro}</Text>
          <Group align="end" wrap="wrap">
            <TextInput
              label={LIGUES_MSG.nameLabel}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={60}
              required
              withAsterisk={false}
            />
            <Button type="submit" loading={create.isPending}>
              {LIGUES_MSG.createSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * /admin/ligue: the league's admins start a new season for it, set its name and rules, and run its members; an instance
 * admin makes another league.
 */
export default function LeaguePage() {
  const me = useSessionUser();
  const league = useLeague();
  const members = useMembers();
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
      <Title order={2} size="h3">
        {LIGUES_MSG.membersTitle(members.data?.members.filter((m) => m.active).length ?? 0)}
      </Title>
      {members.data && league.data ? (
        <Stack component="ul" gap="xs" p={0} style={{ listStyle: 'none' }}>
          {members.data.members.map((m) => (
            <MemberRow key={m.user_id} member={m} me={me?.id ?? 0} draftStarted={league.data.league.draft_started} />
          ))}
        </Stack>
      ) : (
        !error && <Skeleton h={120} />
      )}
      {instanceAdmin && <CreateLeagueCard />}
    </Stack>
  );
}
