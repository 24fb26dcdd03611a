import { MantineProvider } from '@mantine/core';
import { AUTOPILOT_MSG } from '@poolfoot/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/notify';
import { RemindersSwitch } from './reminders-switch';

vi.mock('../../../lib/notify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const envelope = (fields: object) => Response.json({ success: true, status: 'success', ...fields });

afterEach(() => vi.unstubAllGlobals());

it('shows whether I get the reminder mails and turns them off', async () => {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url} ${init?.body ?? ''}`);
      if (url.startsWith('/backend/api/autopilot/reminders.php')) return envelope({ mails: true });
      if (url.startsWith('/backend/api/autopilot/set_reminders.php'))
        return envelope({ mails: false, message: AUTOPILOT_MSG.remindersOff });
      return new Response('{}', { status: 404 });
    }),
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RemindersSwitch />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const toggle = await screen.findByRole('switch', { name: AUTOPILOT_MSG.reminderLabel });
  expect((toggle as HTMLInputElement).checked).toBe(true);
  await userEvent.click(toggle);
  expect(calls).toContain('POST /backend/api/autopilot/set_reminders.php {"mails":false}');
  await vi.waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
  expect(toast.success).toHaveBeenCalledWith(AUTOPILOT_MSG.remindersOff);
});
