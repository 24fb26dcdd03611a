import { clubsCalls, urlOf } from '@poolfoot/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { useDraftClubs } from '../draft/api';
import { useUpdateClub } from './api';

afterEach(() => vi.unstubAllGlobals());

it('a club renamed by an admin reaches the draft’s lists at once (one query per call, invalidated by call)', async () => {
  // Issue 26 §1: the draft kept the clubs under its own key for five minutes: a renamed club stayed wrong on /draft.
  let name = 'Olympique Lyonnais';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const ok = (body: object) => Response.json({ success: true, status: 'success', ...body });
      if (url.startsWith(urlOf(clubsCalls.update)) && init?.method === 'POST') {
        name = JSON.parse(String(init.body)).name;
        return ok({ id: 3, message: 'Club mis à jour.' });
      }
      if (url.startsWith(urlOf(clubsCalls.list)))
        return ok({ clubs: [{ id: 3, name, official_name: name, club_id: '3', saison_id: 2026, transfermarkt_url: null }] });
      return new Response('{}', { status: 404 });
    }),
  );
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => ({ draftClubs: useDraftClubs(), update: useUpdateClub() }), { wrapper });
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
