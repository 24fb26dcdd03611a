import { Alert, Button, Card, FileInput, Group, List, ScrollArea, Stack, Text } from '@mantine/core';
import { IconFileTypeJs, IconUpload } from '@tabler/icons-react';
import { MSG } from '@poolfoot/domain';
import { useRef, useState } from 'react';
import { errorMessage } from '../lib/api';
import { toast } from '../lib/notify';

export type ImportOutcome = { message?: string; errors: { index: number; message: string }[] };

/**
 * The rows of an import file: a JSON list, or an object holding the list under `listKey`
 * ({"clubs": [...]}). Anything else, or an empty list, is not an import file.
 */
export function readImportRows(text: string, listKey: string): unknown[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const rows = Array.isArray(value) ? value : (value as Record<string, unknown> | null)?.[listKey];
  return Array.isArray(rows) && rows.length > 0 ? rows : null;
}

type FileState = { status: 'none' } | { status: 'invalid' } | { status: 'ready'; rows: unknown[] };

/**
 * A JSON file import (SPEC.md §2, §5): the file is read in the browser and announced as
 * 'Fichier prêt à être envoyé (N …)' or 'Fichier JSON invalide'; sending stays disabled until the
 * file is valid; the server's message comes as a toast and its refused rows are listed below.
 */
export function JsonImport(props: { noun: string; listKey: string; onSend: (rows: unknown[]) => Promise<ImportOutcome> }) {
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<FileState>({ status: 'none' });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reading = useRef<File | null>(null);

  const pick = async (picked: File | null) => {
    setFile(picked);
    setOutcome(null);
    setFailure(null);
    reading.current = picked;
    if (!picked) return setState({ status: 'none' });
    let rows: unknown[] | null = null;
    try {
      rows = readImportRows(await picked.text(), props.listKey);
    } catch {
      rows = null;
    }
    if (reading.current !== picked) return;
    setState(rows ? { status: 'ready', rows } : { status: 'invalid' });
  };

  const send = async () => {
    if (state.status !== 'ready') return;
    setSending(true);
    setOutcome(null);
    setFailure(null);
    try {
      const res = await props.onSend(state.rows);
      setOutcome(res);
      if (res.message) (res.errors.length ? toast.warning : toast.success)(res.message);
    } catch (err) {
      const message = errorMessage(err);
      setFailure(message);
      toast.warning(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack>
      <Card>
        <Stack>
          <FileInput
            label="Fichier JSON"
            placeholder="Choisir un fichier…"
            accept="application/json,.json"
            clearable
            leftSection={<IconFileTypeJs size={18} />}
            value={file}
            onChange={(f) => void pick(f)}
          />
          {state.status === 'ready' && (
            <Text c="green.8" role="status">
              {MSG.fileReady(state.rows.length, props.noun)}
            </Text>
          )}
          {state.status === 'invalid' && (
            <Text c="red.7" role="status">
              {MSG.invalidJsonFile}
            </Text>
          )}
          <Group justify="flex-end">
            <Button onClick={send} disabled={state.status !== 'ready'} loading={sending} leftSection={<IconUpload size={18} />}>
              Envoyer
            </Button>
          </Group>
        </Stack>
      </Card>
      {failure && (
        <Alert color="orange" title="Import refusé" role="alert">
          {failure}
        </Alert>
      )}
      {outcome && (
        <Alert color={outcome.errors.length ? 'orange' : 'green'} title={outcome.message ?? 'Import terminé'}>
          {outcome.errors.length > 0 && (
            <ScrollArea.Autosize mah={320} type="auto">
              <List size="sm" spacing={4} aria-label="Éléments refusés">
                {outcome.errors.map((e) => (
                  <List.Item key={e.index}>
                    Élément {e.index + 1} : {e.message}
                  </List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          )}
        </Alert>
      )}
    </Stack>
  );
}
