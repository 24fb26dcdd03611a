/**
 * The auth feature's public face: its routes, the one way an account is made (the invites, the first start, the CLI),
 * and the password hashing and setting the CLI, the account page and the demo seed use.
 */
export { default as authRoutes } from './routes.js';
export { hashPassword, newPasswordHash, verifyPassword } from './password.js';
export { resetLink, setPassword } from './service.js';
export { createAccount } from './accounts.js';
