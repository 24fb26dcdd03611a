import { UnderConstruction } from '../../../components/under-construction';

export default function ClassementPage() {
  return <UnderConstruction title="Classement" />;
}
