/** Roles are numbers (RULES.md): 1 pooler, 4 admin, 9 super admin. No zod here: the web shell imports it. */
export const ROLE = { pooler: 1, admin: 4, superAdmin: 9 } as const;
export type Role = number;
export const isAdmin = (role: number) => role >= ROLE.admin;
