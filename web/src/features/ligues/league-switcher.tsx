import { lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { myLeaguesQuery } from './api';

/** The choice itself (Mantine's Select and its floating-ui): loaded only for a user who has a choice to make. */
const LeagueChoice = lazy(() => import('./league-choice'));

/**
 * The menu's league choice, for a user in several leagues (none otherwise): every page then acts in the league chosen,
 * everything shown is read again, and the home page of that league opens.
 */
export default function LeagueSwitcher({ onDone }: { onDone?: () => void }) {
  const { data } = useQuery(myLeaguesQuery());
  if (!data || data.leagues.length < 2) return null;
  return <LeagueChoice mine={data} onDone={onDone} />;
}
