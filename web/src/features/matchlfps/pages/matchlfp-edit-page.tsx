import { UnderConstruction } from '../../../components/under-construction';

export default function MatchlfpEditPage() {
  return <UnderConstruction title="Modifier un match" />;
}
