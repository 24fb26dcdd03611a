/**
 * The installed app (docs/app.md): its name and description in the web manifest, the notices of the service
 * worker (offline, a new version), and the notification shown for a push whose message could not be read.
 */
export const APP_MSG = {
  name: 'Poolfoot',
  shortName: 'Poolfoot',
  description: 'Le pool de football entre amis sur la Ligue 1 : draft, compos, mercato et résultats en direct.',
  offline: 'Hors ligne : voici les dernières données vues.',
  updateReady: 'Une nouvelle version de Poolfoot est disponible.',
  reload: 'Recharger',
  later: 'Plus tard',
  pushTitle: 'Poolfoot',
  pushBody: 'Du nouveau dans votre ligue.',
} as const;
