import { UnderConstruction } from '../../../components/under-construction';

export default function AdminTeamsPage() {
  return <UnderConstruction title="Équipes" />;
}
