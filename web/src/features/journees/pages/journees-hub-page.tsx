import { UnderConstruction } from '../../../components/under-construction';

export default function JourneesHubPage() {
  return <UnderConstruction title="Journées" />;
}
