import { Card, Title } from '@mantine/core';
import { MSG } from '@poolfoot/domain/messages';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { type FieldsForm, showFieldRefusal } from '../../lib/forms';
import { toast } from '../../lib/notify';

/** The narrow card of the signed-out pages (login, forgotten password, new password). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card maw={420} mx="auto" mt="lg">
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * Runs a signed-out form's call: busy while it runs; a refusal whose fields are all the form's shows beside them, any
 * other refusal (or no network) as a warning toast.
 */
export function useAuthSubmit(form?: FieldsForm) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      if (!(form && showFieldRefusal(form, err))) toast.warning(errorMessage(err, MSG.loginNetwork));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
