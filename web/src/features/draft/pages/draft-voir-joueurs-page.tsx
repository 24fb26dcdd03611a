import { UnderConstruction } from '../../../components/under-construction';

export default function DraftVoirJoueursPage() {
  return <UnderConstruction title="Draft : les joueurs" />;
}
