import { UnderConstruction } from '../../../components/under-construction';

export default function CompoPage() {
  return <UnderConstruction title="Composition" />;
}
