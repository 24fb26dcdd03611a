import { UnderConstruction } from '../../../components/under-construction';

export default function TeamsAllPage() {
  return <UnderConstruction title="Toutes les équipes" />;
}
