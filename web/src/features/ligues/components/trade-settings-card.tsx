import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { type LeagueSettings, LIGUES_MSG, TRADES_MSG } from '@poolfoot/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useUpdateLeague } from '../api';

type Review = LeagueSettings['trade_review'];

/** The league's rules for trades between poolers (RULES.md "Trades"): who reviews an accepted one, the deadline, a proposal's time. */
export function TradeSettingsCard({ settings }: { settings: LeagueSettings }) {
  const update = useUpdateLeague();
  const [review, setReview] = useState<Review>(settings.trade_review);
  const [deadline, setDeadline] = useState<number | string>(settings.trade_deadline ?? '');
  const [expiry, setExpiry] = useState<number | string>(settings.trade_expiry_hours);
  return (
    <Card>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate(
            { trade_review: review, trade_deadline: deadline === '' ? null : Number(deadline), trade_expiry_hours: Number(expiry) },
            { onSuccess: (res) => toast.success(res.message ?? LIGUES_MSG.updated), onError: (err) => toast.warning(errorMessage(err)) },
          );
        }}
      >
        <Stack>
          <Title order={2} size="h3">
            {TRADES_MSG.settingsTitle}
          </Title>
          <Select
            label={TRADES_MSG.reviewLabel}
            data={[
              { value: 'none', label: TRADES_MSG.reviewNone },
              { value: 'admin', label: TRADES_MSG.reviewAdmin },
            ]}
            value={review}
            onChange={(v) => v && setReview(v as Review)}
            allowDeselect={false}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={TRADES_MSG.deadlineLabel}
              placeholder={TRADES_MSG.deadlinePlaceholder}
              min={1}
              max={34}
              value={deadline}
              onChange={setDeadline}
              allowDecimal={false}
            />
            <NumberInput label={TRADES_MSG.expiryLabel} min={1} max={168} value={expiry} onChange={setExpiry} allowDecimal={false} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={update.isPending}>
              {TRADES_MSG.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
