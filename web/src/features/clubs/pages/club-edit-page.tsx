import { CLUBS_MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AdminFormPage } from '../../../components/admin-form-page';
import { useSaveThenGo } from '../../../lib/forms';
import { clubQuery, useUpdateClub } from '../api';
import { ClubForm, clubValues } from '../components/club-form';

/** /admin/clubs/edit/:id: a club's names, its league id and its Transfermarkt page. */
export default function ClubEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const club = useQuery(clubQuery(valid ? id : 0));
  const update = useUpdateClub();
  const save = useSaveThenGo();
  return (
    <AdminFormPage
      title="Modifier un club"
      back="/admin/clubs/list"
      failure={valid ? club.error : CLUBS_MSG.notFound}
      loading={!club.data}
      loadingLabel="Chargement du club"
      form={() =>
        club.data && (
          <ClubForm
            key={club.data.id}
            initial={clubValues(club.data)}
            submitLabel="Enregistrer"
            busy={update.isPending || save.pending}
            onSubmit={(input) => update.mutate({ ...input, id }, save.then(CLUBS_MSG.updated, '/admin/clubs'))}
          />
        )
      }
    />
  );
}
