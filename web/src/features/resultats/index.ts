/** The resultats feature's public surface: the results computation the matchday manage page (league) runs. */
export { useCalcJournee } from './readers';
