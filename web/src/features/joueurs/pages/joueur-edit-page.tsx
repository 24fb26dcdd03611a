import { UnderConstruction } from '../../../components/under-construction';

export default function JoueurEditPage() {
  return <UnderConstruction title="Modifier un joueur" />;
}
