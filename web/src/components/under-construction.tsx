import { Card, Text, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';

/** What a screen shows until the issue that builds it lands. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <Card>
      <Title order={2} mb="sm">
        {title}
      </Title>
      <Text c="dimmed">
        <IconTool size={18} style={{ verticalAlign: 'middle' }} aria-hidden /> Cette page est en construction.
      </Text>
    </Card>
  );
}
