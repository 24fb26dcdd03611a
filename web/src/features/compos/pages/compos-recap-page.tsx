import { UnderConstruction } from '../../../components/under-construction';

export default function ComposRecapPage() {
  return <UnderConstruction title="Récapitulatif des compos" />;
}
