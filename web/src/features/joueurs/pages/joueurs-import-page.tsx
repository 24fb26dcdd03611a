import { UnderConstruction } from '../../../components/under-construction';

export default function JoueursImportPage() {
  return <UnderConstruction title="Import des joueurs" />;
}
