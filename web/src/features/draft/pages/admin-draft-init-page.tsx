import { UnderConstruction } from '../../../components/under-construction';

export default function AdminDraftInitPage() {
  return <UnderConstruction title="Ordre de la draft" />;
}
