import { UnderConstruction } from '../../../components/under-construction';

export default function AdminDraftHubPage() {
  return <UnderConstruction title="Admin draft" />;
}
