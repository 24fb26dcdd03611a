import { UnderConstruction } from '../../../components/under-construction';

export default function JourneeEditPage() {
  return <UnderConstruction title="Modifier une journée" />;
}
