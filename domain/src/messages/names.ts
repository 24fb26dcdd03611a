/**
 * The name the app gives a pooler on every screen and in every message: the display name (nickname) when
 * there is one, else the username. The server applies the same rule in SQL (features/users `poolerName`),
 * so the names its answers carry are already these.
 */
export const poolerName = (user: { username: string; nickname?: string | null }) => user.nickname?.trim() || user.username;
