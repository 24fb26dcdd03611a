import { Alert, Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { PUSH_MSG, PUSH_TYPES, type PushType, pushSubscriptionSchema } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/notify';
import { pushKeyQuery, useSendTest, useSubscribe, useUnsubscribe } from './api';
import { deviceState, refusalOf, subscribeDevice } from './device';

/** Why subscribing failed, kept on the card until the next try (a toast was gone before it could be read). */
type Failure = { text: string; reason: string | null };

/**
 * The notifications of this device, in the account page: it subscribes with what it wants to receive (each a
 * choice), changes its choices, sends itself a test, or stops; my other subscribed devices are counted.
 */
export function PushCard() {
  const key = useQuery(pushKeyQuery());
  const device = useQuery({ queryKey: ['push-device'], queryFn: deviceState, staleTime: Number.POSITIVE_INFINITY });
  const subscribe = useSubscribe();
  const unsubscribe = useUnsubscribe();
  const sendTest = useSendTest();
  const [wanted, setWanted] = useState<PushType[]>([...PUSH_TYPES]);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  if (key.error) return <Alert color="red">{errorMessage(key.error)}</Alert>;
  if (!key.data || !device.data) return <Skeleton h={160} />;
  const state = device.data;
  if (state.kind === 'insecure') return <Alert color="yellow">{PUSH_MSG.insecure(window.location.origin)}</Alert>;
  if (state.kind === 'unsupported') return <Alert color="gray">{PUSH_MSG.unsupported}</Alert>;
  if (state.kind === 'denied') return <Alert color="yellow">{PUSH_MSG.denied}</Alert>;

  const here = key.data.devices.find((d) => d.endpoint === state.subscription?.endpoint);
  const others = key.data.devices.length - (here ? 1 : 0);
  const busy = asking || subscribe.isPending || unsubscribe.isPending;
  const send = (subscription: PushSubscriptionJSON, types: PushType[], done: string) => {
    const parsed = pushSubscriptionSchema.safeParse(subscription);
    if (!parsed.success) return setFailure({ text: PUSH_MSG.subscribeFailed, reason: null });
    subscribe.mutate(
      { subscription: parsed.data, types },
      {
        onSuccess: () => {
          toast.success(done);
          void device.refetch();
        },
        onError: (err) => setFailure({ text: errorMessage(err), reason: null }),
      },
    );
  };
  const enable = async () => {
    setAsking(true);
    setFailure(null);
    try {
      const subscription = await subscribeDevice(state.registration, key.data.publicKey);
      if (subscription) send(subscription, wanted, PUSH_MSG.on);
      else void device.refetch();
    } catch (err) {
      // The browser's own words (a push service out of reach, a permission refused) tell more than ours.
      const refusal = refusalOf(err);
      setFailure({ text: refusal.denied ? PUSH_MSG.denied : PUSH_MSG.subscribeFailed, reason: refusal.reason });
    } finally {
      setAsking(false);
    }
  };
  const disable = () => {
    const subscription = state.subscription;
    if (!subscription) return;
    unsubscribe.mutate(
      { endpoint: subscription.endpoint },
      {
        onSuccess: async () => {
          await subscription.unsubscribe().catch(() => undefined);
          toast.success(PUSH_MSG.off);
          void device.refetch();
        },
        onError: (err) => toast.warning(errorMessage(err)),
      },
    );
  };
  const choose = (type: PushType, on: boolean) => {
    const types = PUSH_TYPES.filter((t) => (t === type ? on : (here?.types ?? wanted).includes(t)));
    if (here && state.subscription) send(state.subscription.toJSON(), types, PUSH_MSG.choicesSaved);
    else setWanted(types);
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{PUSH_MSG.intro}</Text>
      <Checkbox.Group label={PUSH_MSG.thisDevice} value={here?.types ?? wanted}>
        <Stack gap="xs" mt="xs">
          {PUSH_TYPES.map((type) => (
            <Checkbox
              key={type}
              value={type}
              label={PUSH_MSG.types[type]}
              disabled={busy}
              onChange={(e) => choose(type, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group gap="sm">
        {here ? (
          <>
            <Button
              variant="light"
              loading={sendTest.isPending}
              onClick={() =>
                sendTest.mutate(undefined, {
                  onSuccess: (res) => toast.success(res.message ?? PUSH_MSG.testSent(res.sent)),
                  onError: (err) => toast.warning(errorMessage(err)),
                })
              }
            >
              {PUSH_MSG.sendTest}
            </Button>
            <Button variant="subtle" color="red" disabled={busy} onClick={disable}>
              {PUSH_MSG.disable}
            </Button>
          </>
        ) : (
          <Button loading={busy} disabled={!wanted.length} onClick={enable}>
            {PUSH_MSG.enable}
          </Button>
        )}
      </Group>
      {failure && (
        <Alert
          color="orange"
          role="alert"
          title={PUSH_MSG.subscribeFailedTitle}
          withCloseButton
          closeButtonLabel="Fermer"
          onClose={() => setFailure(null)}
        >
          <Text size="sm">{failure.text}</Text>
          {failure.reason && (
            <Text size="sm" mt={4}>
              {PUSH_MSG.browserSaid(failure.reason)}
            </Text>
          )}
        </Alert>
      )}
      {others > 0 && (
        <Text size="sm" c="dimmed">
          {PUSH_MSG.otherDevices(others)}
        </Text>
      )}
    </Stack>
  );
}
