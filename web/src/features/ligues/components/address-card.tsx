import { Alert, Card, Code, Skeleton, Stack, Text } from '@mantine/core';
import { INVITES_MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { addressQuery } from '../api';

/**
 * The address friends get in links (/admin): APP_URL, else the one this page is open on; a warning when friends could
 * not open it (only this machine) or when it is plain http (no install on a phone, no push), and where to read how.
 */
export function AddressCard() {
  const address = useQuery(addressQuery());
  if (!address.data) return address.isPending ? <Skeleton h={90} /> : null;
  const { url, warnings } = address.data;
  return (
    <Card role="region" aria-labelledby="address-title">
      <Stack gap="xs">
        <Text fw={700} id="address-title">
          {INVITES_MSG.addressTitle}
        </Text>
        <Text size="sm">{INVITES_MSG.addressIntro}</Text>
        <Code block aria-label={INVITES_MSG.addressTitle}>
          {url}
        </Code>
        {warnings.length > 0 && (
          <Alert color="orange" role="alert">
            <Stack gap={4}>
              {warnings.map((w) => (
                <Text key={w} size="sm">
                  {INVITES_MSG.addressWarning[w]}
                </Text>
              ))}
              <Text size="sm">{INVITES_MSG.addressGuide}</Text>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
