import { z } from 'zod';
import { envelope } from './common.js';
import { endpoint } from './endpoint.js';

export const userListItem = z.object({ id: z.number().int(), username: z.string(), nickname: z.string() });
export const usersListResponse = envelope({ users: z.array(userListItem) });
export type UserListItem = z.infer<typeof userListItem>;

/** The poolers (SPEC.md §7), for any logged-in user: names only. */
export const usersCalls = {
  list: endpoint({ method: 'GET', path: 'users/list.php', access: 'user', response: usersListResponse }),
};
