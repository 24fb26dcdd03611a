import { UnderConstruction } from '../../../components/under-construction';

export default function AdminEditChoixPage() {
  return <UnderConstruction title="Modifier un choix" />;
}
