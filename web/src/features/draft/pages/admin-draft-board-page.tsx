import { UnderConstruction } from '../../../components/under-construction';

export default function AdminDraftBoardPage() {
  return <UnderConstruction title="Tableau de la draft" />;
}
