import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AUTOPILOT_MSG, COMPOS_MSG, type Compo, MSG, type Rencontre } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { Pitch, type PitchSide, PitchToken } from '../../../components/pitch';
import { LiveBadge, type LiveFigures, useLiveFigures } from '../../autopilot';
import { composByJourneeUserQuery } from '../api';
import { CompoCard, recapFormation } from './compo-card';
import classes from './match-card.module.css';

/** A side on the pitch: each shirt with the player's points, his provisional ones (ringed in red) while his match is played. */
const pitchSide = (compo: Compo, figures: LiveFigures): PitchSide => ({
  formation: recapFormation(compo),
  label: compo.username,
  renderSlot: (slot) => {
    const s = compo.slots.find((x) => x.ordre === slot);
    const live = s && figures.joueur(s.joueur_id);
    const points = live ? live.points : s?.total;
    return (
      <PitchToken
        top={points !== null && points !== undefined ? String(points) : (s?.poste ?? '')}
        name={s ? s.nom : null}
        captain={s !== undefined && s.lfp_id === compo.capitaine_lfp_id}
        locked={s?.isLocked}
        live={live !== undefined}
      />
    );
  },
});

function useSide(journeeId: number, userId: number | null) {
  return useQuery({ ...composByJourneeUserQuery(journeeId, userId ?? 0), enabled: userId !== null });
}

/**
 * One pooler match: 'Match #n', both lineups when both exist, and the pitch with both sides; `id` anchors it. While the
 * matchday is played, its provisional score and each live player's provisional points (the page refreshes them on the
 * live stream).
 */
export function MatchCard({ match, journeeId, id }: { match: Rencontre; journeeId: number; id?: string }) {
  const figures = useLiveFigures(journeeId);
  const provisional = figures.rencontre(match.id);
  const home = useSide(journeeId, match.home.id);
  const away = useSide(journeeId, match.away?.id ?? null);
  const sides = [home, ...(match.away ? [away] : [])];
  const failed = sides.find((s) => s.isError);
  const loading = sides.some((s) => s.isPending);
  const homeCompo = home.data?.compo ?? null;
  const awayCompo = away.data?.compo ?? null;
  const hidden = (h: typeof home) => (h.data?.hidden ? COMPOS_MSG.hiddenUntilKickoff : undefined);
  return (
    <Card component="article" aria-label={MSG.matchNo(match.match_no)} id={id} className={classes.anchor}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {MSG.matchNo(match.match_no)}
          </Title>
          {provisional ? (
            <Group gap="xs" wrap="nowrap" role="group" aria-label={AUTOPILOT_MSG.liveMatchLabel(figures.onAir)}>
              <LiveBadge onAir={figures.onAir} />
              <Text fw={700} c={figures.onAir ? 'red.8' : 'orange.9'}>
                {match.home.username} {provisional.score1} : {provisional.score2 ?? '–'} {match.away?.username ?? ''}
              </Text>
            </Group>
          ) : (
            <Text fw={700}>
              {match.home.username} {match.score1 ?? '–'} : {match.score2 ?? '–'} {match.away?.username ?? ''}
            </Text>
          )}
        </Group>
        {!match.away && <Text c="dimmed">{MSG.noOpponent}</Text>}
        {failed ? (
          <Alert color="orange">{MSG.recapLoadError}</Alert>
        ) : loading ? (
          <Skeleton h={160} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: match.away ? 2 : 1 }}>
              <CompoCard
                username={match.home.username}
                score={match.score1}
                compo={homeCompo}
                empty={hidden(home)}
                live={{ figures, score: provisional?.score1 }}
              />
              {match.away && (
                <CompoCard
                  username={match.away.username}
                  score={match.score2}
                  compo={awayCompo}
                  empty={hidden(away)}
                  live={{ figures, score: provisional?.score2 ?? undefined }}
                />
              )}
            </SimpleGrid>
            {homeCompo && awayCompo && (
              <Pitch
                label={`Terrain du match #${match.match_no}`}
                home={pitchSide(homeCompo, figures)}
                away={pitchSide(awayCompo, figures)}
              />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
