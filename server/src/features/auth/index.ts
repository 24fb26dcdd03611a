/** The auth feature's public face: its routes, and the password hashing and setting the CLI and the demo seed use. */
export { default as authRoutes } from './routes.js';
export { hashPassword, verifyPassword } from './password.js';
export { resetLink, setPassword } from './service.js';
