import { clubsCalls } from '@poolfoot/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { appWrapper } from '../../test/render';
import { fakeServer } from '../../test/server';
import { useQuery } from '@tanstack/react-query';
import { draftClubsQuery } from '../draft/api';
import { useUpdateClub } from './api';

it('a club renamed by an admin reaches the draft’s lists at once (one query per call, invalidated by call)', async () => {
  // The draft kept the clubs under its own key for five minutes: a renamed club stayed wrong on /draft.
  let name = 'Olympique Lyonnais';
  fakeServer()
    .on(clubsCalls.update, (club) => {
      name = club.name;
      return { id: 3, message: 'Club mis à jour.' };
    })
    .on(clubsCalls.list, () => ({ clubs: [{ id: 3, name, official_name: name, club_id: '3', saison_id: 2026, transfermarkt_url: null }] }));
  const { result } = renderHook(() => ({ draftClubs: useQuery(draftClubsQuery()), update: useUpdateClub() }), appWrapper());
  await waitFor(() => expect(result.current.draftClubs.data?.[0]?.name).toBe('Olympique Lyonnais'));
  await act(() =>
    result.current.update.mutateAsync({
      id: 3,
      name: 'OL',
      official_name: 'Olympique Lyonnais',
      club_id: '3',
      saison_id: 2026,
      transfermarkt_url: '',
    }),
  );
  await waitFor(() => expect(result.current.draftClubs.data?.[0]?.name).toBe('OL'));
});
