import { UnderConstruction } from '../../../components/under-construction';

export default function MercatoChoixPage() {
  return <UnderConstruction title="Mercato : choisir" />;
}
