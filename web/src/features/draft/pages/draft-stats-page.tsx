import { UnderConstruction } from '../../../components/under-construction';

export default function DraftStatsPage() {
  return <UnderConstruction title="Stats 2024/2025" />;
}
