import { parseArgs } from 'node:util';
import { emailSchema, newPasswordSchema } from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import type { Tx } from '../db/client.js';
import { openDatabase } from '../db/open.js';
import { leagueMembers, leagues, users } from '../db/schema.js';
import { createAccount, newPasswordHash, setPassword } from '../features/auth/index.js';
import { announceEnded } from '../http/session.js';
import { readPassword } from './read-password.js';

const USAGE = `Usage :
  npm run user -- create --email E --username U [--nickname N] [--role 1|4|9] [--league ID]
  npm run user -- role --email E --role 1|4|9
  npm run user -- password --email E
Le mot de passe est demandé (sans écho), ou lu sur l'entrée standard : echo "$MDP" | npm run user -- password --email E.
Rôles : 1 pooler, 4 admin, 9 super admin. Le compte créé entre dans la ligue --league, ou la seule de l'instance (une
instance sans ligue en reçoit une, « Ma ligue », dont ce compte est l'admin). Avec PGlite, arrêtez d'abord le serveur
(le dossier est verrouillé).`;

const roleSchema = z.coerce
  .number()
  .int()
  .refine((r) => [1, 4, 9].includes(r), 'Rôle : 1, 4 ou 9.');

/** A password on the command line would stay in the shell's history and show in the list of processes. */
const NO_PASSWORD_ARG =
  "--password n'est pas accepté : le mot de passe resterait dans l'historique du shell et dans la liste des processus.";

function args() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        username: { type: 'string' },
        nickname: { type: 'string' },
        role: { type: 'string' },
        league: { type: 'string' },
      },
    });
  } catch (err) {
    throw new Error(`${/--password/.test((err as Error).message) ? `${NO_PASSWORD_ARG}\n` : ''}${USAGE}`);
  }
}

async function main() {
  const { positionals, values } = args();
  const command = positionals[0];
  if (!command || !['create', 'role', 'password'].includes(command)) throw new Error(USAGE);
  const email = emailSchema.parse(values.email);
  const config = loadConfig({ ...process.env, DEMO: 'none' });
  const { database, release } = await openDatabase(config, pino({ level: 'warn' }));
  try {
    const { db } = database;
    if (command === 'create') {
      const username = z.string().trim().min(1, 'Nom requis (--username).').parse(values.username);
      const password = newPasswordSchema.parse(await readPassword());
      const role = roleSchema.parse(values.role ?? '1');
      const account = { email, username, nickname: values.nickname, role, password };
      const league = await createAccount(db, account, {
        after: async (tx, user) => {
          const chosen = await leagueFor(tx, values.league);
          // The league's first member runs it (the instance's first account, as the web's first start makes it).
          const first = !(await tx.$count(leagueMembers, eq(leagueMembers.leagueId, chosen.id)));
          await tx.insert(leagueMembers).values({ leagueId: chosen.id, userId: user.id, role: first || role >= 4 ? 4 : 1 });
          return chosen;
        },
      });
      console.log(`Compte créé : ${email} (${username}, rôle ${role}), membre de la ligue « ${league.nom} ».`);
      return;
    }
    if (command === 'role') {
      const role = roleSchema.parse(values.role);
      const updated = await db.update(users).set({ role }).where(eq(users.email, email)).returning({ id: users.id });
      if (!updated.length) throw new Error(`Aucun compte pour ${email}.`);
      console.log(`Rôle de ${email} : ${role}.`);
      return;
    }
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`Aucun compte pour ${email}.`);
    const passwordHash = await newPasswordHash(newPasswordSchema.parse(await readPassword()), [email]);
    // As a reset does: the account's sessions end and its outstanding reset links are spent.
    await db.transaction((tx) => setPassword(tx, user.id, passwordHash, new Date()));
    await announceEnded(database, { userId: user.id });
    console.log(`Mot de passe de ${email} changé ; ses sessions sont fermées.`);
  } finally {
    await database.close();
    release();
  }
}

/** The league a created account joins: the one named, else the instance's only one (made when there is none). */
async function leagueFor(db: Tx, id: string | undefined): Promise<{ id: number; nom: string }> {
  const all = await db.select({ id: leagues.id, nom: leagues.nom }).from(leagues).orderBy(asc(leagues.id));
  if (id !== undefined) {
    const named = all.find((l) => String(l.id) === id);
    if (!named) throw new Error(`Aucune ligue ${id} : ${all.map((l) => `${l.id} « ${l.nom} »`).join(', ') || 'aucune ligue'}.`);
    return named;
  }
  if (all.length > 1)
    throw new Error(`Plusieurs ligues : choisissez avec --league (${all.map((l) => `${l.id} « ${l.nom} »`).join(', ')}).`);
  if (all[0]) return all[0];
  const [made] = await db.insert(leagues).values({ nom: 'Ma ligue' }).returning({ id: leagues.id, nom: leagues.nom });
  if (!made) throw new Error('ligue non créée');
  return made;
}

main().catch((err: unknown) => {
  const message = err instanceof z.ZodError ? err.issues.map((i) => i.message).join('\n') : (err as Error).message;
  console.log(message);
  process.exitCode = 1;
});
