import { UnderConstruction } from '../../../components/under-construction';

export default function ClubsImportPage() {
  return <UnderConstruction title="Import des clubs" />;
}
