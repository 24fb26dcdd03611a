import { Alert, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { MSG, SEASON_END_MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLiveInvalidate } from '../../../lib/live';
import { useSessionUser } from '../../../lib/session';
import { LiveMatchday } from '../../autopilot';
import { journeesListQuery } from '../../journees';
import { NextStepAlert } from '../../game';
import { SeasonOver, SeasonSelect, useSeasonChoice } from '../../saisons';
import { COMPO_READERS, rencontresQuery } from '../api';
import { MatchCard } from '../components/match-card';
import { MY_MATCH_ID } from '../my-match';

const PATH = '/compos/rencontres';

/**
 * /compos/rencontres/:journeeId? (composRencontres): every pooler match of a matchday with both lineups, the
 * user's own first; with #mon-match (after a lineup save, from the home) the page opens on it. A season's choice
 * (?saison=, else the matchday's own season, else the active one) and its matchdays: the active matchday by default,
 * a past season's last one; once the active season has no matchday left, that it is over.
 */
export default function ComposRencontresPage() {
  const journeeId = Number(useParams().journeeId) || null;
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const fromAddress = useQuery({ ...rencontresQuery(journeeId), enabled: journeeId !== null });
  const choice = useSeasonChoice({ path: PATH, fallback: fromAddress.data?.journee?.saison_id });
  // The shown season's matchdays (a past one's by its id), once the season is known.
  const journees = useQuery({ ...journeesListQuery(choice.pastId ?? undefined), enabled: choice.pastId !== undefined }).data;
  // Without a matchday in the address: the active one (null), or a past season's last once its matchdays are read.
  const defaultId = choice.pastId === null ? null : journees?.at(-1)?.id;
  const byDefault = useQuery({ ...rencontresQuery(defaultId ?? null), enabled: journeeId === null && defaultId !== undefined });
  const query = journeeId === null ? byDefault : fromAddress;
  // 'resultats': after each autopilot poll (live figures) and each results computation.
  useLiveInvalidate(['compos', 'resultats'], COMPO_READERS);
  const data = query.data;
  const me = useSessionUser()?.id;
  // A past season without a matchday read: nothing to show.
  const none = journeeId === null && typeof choice.pastId === 'number' && journees?.length === 0;
  const matches = data?.matches ?? [];
  const mine = matches.find((m) => m.home.id === me || m.away?.id === me);
  const ordered = mine ? [mine, ...matches.filter((m) => m !== mine)] : matches;
  const loaded = data !== undefined;
  useEffect(() => {
    if (hash !== `#${MY_MATCH_ID}` || !loaded) return;
    const card = document.getElementById(MY_MATCH_ID);
    if (card) card.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0 });
  }, [hash, loaded]);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{data?.journee ? `Rencontres – Journée ${data.journee.numjournee}` : 'Rencontres'}</Title>
          {data?.journee && <Text c="dimmed">Premier coup d’envoi : {formatDateTime(data.journee.start_at)}</Text>}
        </div>
        <Group gap="xs">
          <Button component={Link} to="/compo" variant="light" size="xs">
            Ma compo
          </Button>
          <Button component={Link} to="/compos/recap" variant="light" size="xs">
            Toutes les compos
          </Button>
        </Group>
      </Group>
      {(journees?.length || (choice.saisons?.length ?? 0) > 1) && (
        <Group align="flex-end" gap="sm">
          <SeasonSelect choice={choice} />
          {journees && journees.length > 0 && (
            <Select
              label={SEASON_END_MSG.journeeLabel}
              placeholder={SEASON_END_MSG.journeePlaceholder}
              w={110}
              allowDeselect={false}
              data={journees.map((j) => ({ value: String(j.id), label: SEASON_END_MSG.journeeOption(j.numjournee) }))}
              value={data?.journee ? String(data.journee.id) : null}
              onChange={(value) => value && navigate(`${PATH}/${value}${search}`)}
            />
          )}
        </Group>
      )}
      {none && <Text>{MSG.noPairings}</Text>}
      {query.isPending && !none && (
        <Group gap="sm" aria-busy="true">
          <Loader size="sm" />
          <Text>{MSG.recapLoading}</Text>
        </Group>
      )}
      {query.isError && <Alert color="orange">{MSG.recapLoadError}</Alert>}
      {data?.journee && <LiveMatchday journeeId={data.journee.id} matches={data.matches} />}
      {data && !data.journee && <SeasonOver fallback={<Text>{MSG.noPairings}</Text>} />}
      {data?.journee && data.matches.length === 0 && <Text>{MSG.noPairings}</Text>}
      {/* No pairing yet (the league before its draft is over, or its season not set up): what it waits for. */}
      {data && (!data.journee || data.matches.length === 0) && choice.pastId === null && <NextStepAlert />}
      {data?.journee &&
        ordered.map((m) => <MatchCard key={m.id} match={m} journeeId={data.journee?.id ?? 0} id={m === mine ? MY_MATCH_ID : undefined} />)}
    </Stack>
  );
}
