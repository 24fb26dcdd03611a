import { UnderConstruction } from '../../../components/under-construction';

export default function AdminEchangePage() {
  return <UnderConstruction title="Échange" />;
}
