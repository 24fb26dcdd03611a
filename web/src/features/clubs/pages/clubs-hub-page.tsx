import { UnderConstruction } from '../../../components/under-construction';

export default function ClubsHubPage() {
  return <UnderConstruction title="Clubs" />;
}
