import { UnderConstruction } from '../../../components/under-construction';

export default function DraftPage() {
  return <UnderConstruction title="Draft" />;
}
