import { AUTOPILOT_MSG, autopilotCalls } from '@poolfoot/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { toast } from '../../../lib/notify';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { RemindersSwitch } from './reminders-switch';
import { watchToasts } from '../../../test/toasts';

watchToasts();

it('shows whether I get the reminder mails and turns them off', async () => {
  const server = fakeServer()
    .on(autopilotCalls.reminders, { mails: true })
    .on(autopilotCalls.setReminders, { mails: false, message: AUTOPILOT_MSG.remindersOff });
  renderApp(<RemindersSwitch />);
  const toggle = await screen.findByRole('switch', { name: AUTOPILOT_MSG.reminderLabel });
  expect((toggle as HTMLInputElement).checked).toBe(true);
  await userEvent.click(toggle);
  expect(server.received(autopilotCalls.setReminders)).toEqual([{ mails: false }]);
  await vi.waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
  expect(toast.success).toHaveBeenCalledWith(AUTOPILOT_MSG.remindersOff);
});
