import { Alert, Button, Group, Modal, Select, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TRADE_MESSAGE_MAX, TRADE_SIDE_MAX, TRADES_MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session';
import { teamsNowQuery, usePropose } from '../api';
import { tradeable } from '../lib';
import { PlayerPicker } from './player-picker';

/** What a proposal starts from: the pooler it goes to (chosen in the dialog when none), the players ticked, the proposal it counters. */
export type ProposalStart = { to: { id: number; name: string } | null; give: number[]; take: number[]; counterOf?: number };

const sized = (ids: number[]) => ids.length >= 1 && ids.length <= TRADE_SIDE_MAX;

/**
 * « Proposer un échange » (or a counter-proposal): the other pooler, 1 to 3 of my players, 1 to 3 of his, a short
 * message. The server checks the rules (squad limits, the league's window); its refusal shows in the dialog.
 */
export function ProposeDialog({ start, onClose }: { start: ProposalStart; onClose: () => void }) {
  const me = useSessionUser();
  const phone = useMediaQuery('(max-width: 36em)');
  const teams = useQuery(teamsNowQuery());
  const propose = usePropose();
  const [partnerId, setPartnerId] = useState<number | null>(start.to?.id ?? null);
  const [give, setGive] = useState(start.give);
  const [take, setTake] = useState(start.take);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const all = teams.data?.teams ?? [];
  const mine = all.find((t) => t.user_id === me?.id);
  const partner = all.find((t) => t.user_id === partnerId);
  const others = all.filter((t) => t.user_id !== me?.id);
  const partnerName = partner?.username ?? start.to?.name ?? null;
  const ready = partnerId !== null && sized(give) && sized(take);

  const send = () => {
    if (partnerId === null) return;
    setError(null);
    propose.mutate(
      { to_user_id: partnerId, give, take, message, ...(start.counterOf ? { counter_of: start.counterOf } : {}) },
      {
        onSuccess: (res) => {
          if (res.message) toast.success(res.message);
          onClose();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  const title = start.counterOf && partnerName ? TRADES_MSG.counterTitle(partnerName) : TRADES_MSG.dialogTitle(partnerName);
  return (
    <Modal opened onClose={onClose} title={title} fullScreen={phone} size="lg">
      <Stack>
        {teams.isError && <Alert color="orange">{errorMessage(teams.error)}</Alert>}
        {teams.isPending && <Skeleton h={240} />}
        {teams.data && (
          <>
            {!start.to && (
              <Select
                label={TRADES_MSG.partner}
                placeholder={TRADES_MSG.partnerPlaceholder}
                data={others.map((t) => ({ value: String(t.user_id), label: t.username }))}
                value={partnerId === null ? null : String(partnerId)}
                onChange={(v) => {
                  setPartnerId(v === null ? null : Number(v));
                  setTake([]);
                }}
                nothingFoundMessage={TRADES_MSG.noPartner}
                allowDeselect={false}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <PlayerPicker
                label={TRADES_MSG.myPlayers(give.length)}
                players={tradeable(mine?.joueurs ?? [])}
                value={give}
                onChange={setGive}
              />
              {partner && (
                <PlayerPicker
                  label={TRADES_MSG.hisPlayers(partner.username, take.length)}
                  players={tradeable(partner.joueurs)}
                  value={take}
                  onChange={setTake}
                />
              )}
            </SimpleGrid>
            <Textarea
              label={TRADES_MSG.message}
              placeholder={TRADES_MSG.messagePlaceholder}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              maxLength={TRADE_MESSAGE_MAX}
              rows={3}
            />
          </>
        )}
        {teams.data && !ready && (
          <Text size="sm" c="dimmed">
            {TRADES_MSG.pickBoth}
          </Text>
        )}
        {error && (
          <Alert color="orange" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {TRADES_MSG.cancel}
          </Button>
          <Button onClick={send} disabled={!ready} loading={propose.isPending}>
            {start.counterOf ? TRADES_MSG.sendCounter : TRADES_MSG.send}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
