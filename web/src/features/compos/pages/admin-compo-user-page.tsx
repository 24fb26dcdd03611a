import { UnderConstruction } from '../../../components/under-construction';

export default function AdminCompoUserPage() {
  return <UnderConstruction title="Compo d’un pooler" />;
}
