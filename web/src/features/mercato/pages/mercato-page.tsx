import { UnderConstruction } from '../../../components/under-construction';

export default function MercatoPage() {
  return <UnderConstruction title="Mercato" />;
}
