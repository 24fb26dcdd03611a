import { UnderConstruction } from '../../../components/under-construction';

export default function JoueursRefreshPage() {
  return <UnderConstruction title="Synchronisation des effectifs" />;
}
