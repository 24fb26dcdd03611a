import { Alert, Card, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { errorMessage } from '../../../lib/api';
import { useLiveInvalidate } from '../../../lib/live';
import { useSessionUser } from '../../../lib/session';
import { generalQuery, resultatsKeys } from '../api';
import { GeneralTable } from '../components/general-table';

// Below the table: its code (chart, matchday selector) loads while the table's data comes.
const loadSections = () => import('../components/classement-sections');
const ClassementSections = lazy(loadSections);

/** SPEC.md "Classement": the general table, each pooler's evolution, and a finished matchday's results. */
export default function ClassementPage() {
  const user = useSessionUser();
  const general = useQuery(generalQuery());
  // Each section draws its data in a background pass (useDeferredValue): a phone stays responsive.
  const standings = useDeferredValue(general.data?.classement);
  useEffect(() => void loadSections(), []);
  useLiveInvalidate(['resultats'], [resultatsKeys.all, ['compos'], ['journees']]);
  return (
    <Stack>
      <Title order={1}>Classement</Title>
      <Card>
        {general.isError ? (
          <Alert color="orange">{errorMessage(general.error)}</Alert>
        ) : standings === undefined ? (
          <Skeleton h={240} />
        ) : (
          <GeneralTable rows={standings} userId={user?.id ?? 0} />
        )}
      </Card>
      {/* Below the table once it is there: nothing on screen moves when it arrives. */}
      {(standings !== undefined || general.isError) && (
        <Suspense fallback={<Skeleton h={240} />}>
          <ClassementSections userId={user?.id ?? 0} />
        </Suspense>
      )}
    </Stack>
  );
}
