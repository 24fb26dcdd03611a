import { UnderConstruction } from '../../../components/under-construction';

export default function AdminMovesPage() {
  return <UnderConstruction title="Mouvements du mercato" />;
}
