import { UnderConstruction } from '../../../components/under-construction';

export default function JoueurCreatePage() {
  return <UnderConstruction title="Ajouter un joueur" />;
}
