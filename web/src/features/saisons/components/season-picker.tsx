import { Select } from '@mantine/core';
import { SEASON_END_MSG } from '@poolfoot/domain/messages';
import type { SeasonChoice } from '../season-choice';

/** The choice of a season (« Saison »), the active one by default, among the league's seasons (SeasonSelect). */
export default function SeasonPicker({ choice }: { choice: SeasonChoice }) {
  const { saisons, shownId } = choice;
  return (
    <Select
      label={SEASON_END_MSG.seasonLabel}
      w={{ base: '100%', xs: 220 }}
      allowDeselect={false}
      data={(saisons ?? []).map((s) => ({ value: String(s.id), label: s.nom }))}
      value={shownId === undefined ? null : String(shownId)}
      onChange={(value) => value && choice.choose(Number(value))}
    />
  );
}
