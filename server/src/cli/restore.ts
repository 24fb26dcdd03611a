import { readFileSync, writeFileSync } from 'node:fs';
import { pino } from 'pino';
import { loadConfig, userPath } from '../config.js';
import { openDatabase } from '../db/open.js';
import { dumpDatabase, restoreDatabase } from '../features/backup/index.js';

const USAGE = `Usage :
  npm run backup -- fichier.json     écrit une sauvegarde complète
  npm run restore -- fichier.json    remplace TOUTE la base par la sauvegarde
Avec PGlite (DATA_DIR), arrêtez d'abord le serveur : le dossier est verrouillé.`;

async function main() {
  const [command, given] = process.argv.slice(2);
  if (!given || (command !== 'backup' && command !== 'restore')) throw new Error(USAGE);
  const file = userPath(given);
  const config = loadConfig({ ...process.env, DEMO: 'none' });
  const { database, release } = await openDatabase(config, pino({ level: 'warn' }));
  try {
    if (command === 'backup') {
      writeFileSync(file, JSON.stringify(await dumpDatabase(database.db, new Date())));
      console.log(`Sauvegarde écrite : ${file}`);
    } else {
      const counts = await restoreDatabase(database.db, JSON.parse(readFileSync(file, 'utf8')));
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      console.log(`Base restaurée depuis ${file} : ${total} lignes dans ${Object.keys(counts).length} tables.`);
    }
  } finally {
    await database.close();
    release();
  }
}

main().catch((err: Error) => {
  console.log(err.message);
  process.exitCode = 1;
});
