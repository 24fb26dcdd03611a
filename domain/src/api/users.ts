import { z } from 'zod';
import { envelope } from './common.js';

export const userListItem = z.object({ id: z.number().int(), username: z.string(), nickname: z.string() });
export const usersListResponse = envelope({ users: z.array(userListItem) });
export type UserListItem = z.infer<typeof userListItem>;
