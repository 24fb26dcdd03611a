import { UnderConstruction } from '../../../components/under-construction';

export default function DraftChoixPage() {
  return <UnderConstruction title="Draft : choisir un joueur" />;
}
