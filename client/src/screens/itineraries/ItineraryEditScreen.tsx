import { useId, useState } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Save, Trash2 } from 'lucide-react';
import type { ItineraryEditScreenQuery } from '../../__generated__/ItineraryEditScreenQuery.graphql';
import type { ItineraryEditScreenDeleteMutation } from '../../__generated__/ItineraryEditScreenDeleteMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { ItineraryTimeline, timelineFragment } from './ItineraryTimeline';
import type { ItineraryTimeline_itinerary$key } from '../../__generated__/ItineraryTimeline_itinerary.graphql';
import { useItineraryEdits } from './useItineraryEdits';
import './itineraries.css';

const query = graphql`
  query ItineraryEditScreenQuery($id: ID!) {
    inputLimits {
      itineraryNameMaxLength
    }
    node: nodeByUpstreamId(type: "Itinerary", upstreamId: $id) {
      ... on Itinerary @alias(as: "itinerary") {
        id
        name
        isEditable
        detailPath
        ...ItineraryTimeline_itinerary
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation ItineraryEditScreenDeleteMutation($input: DeleteItineraryInput!) {
    deleteItinerary(input: $input) {
      deletedItineraryId
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /itinerary-edit/:id (login) — rename, reorder, move between days, remove and add stops, delete. */
export function itineraryEditLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<ItineraryEditScreenQuery> {
  return preloadSignedIn<ItineraryEditScreenQuery>(request, query, { id: params.id ?? '' });
}

function Editor({
  id,
  name,
  max,
  detailPath,
  itinerary,
}: {
  id: string;
  name: string;
  max: number;
  detailPath: string;
  itinerary: ItineraryTimeline_itinerary$key;
}) {
  // the name's limit is shown as a hint; the gateway refuses a longer one in its own words
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameId = useId();
  const timeline = useFragment(timelineFragment, itinerary);
  const edits = useItineraryEdits(id, timeline.version);
  const [draft, setDraft] = useState(name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [remove, removing] = useGraphMutation<ItineraryEditScreenDeleteMutation>(deleteMutation);
  const saveName = async () => {
    const errors = await edits.rename(draft);
    const own = errors?.find((e) => e.code !== 'ITINERARY_CONFLICT');
    setNameError(own ? own.message : null);
  };
  const deleteIt = async () => {
    if (!(await confirmDialog({ message: t('itineraries.edit.deleteConfirm'), confirmText: t('itineraries.edit.delete') }))) return;
    const payload = await remove({ variables: { input: { itineraryId: id } } });
    if (payload?.errors[0]) showToast({ message: payload.errors[0].message, type: 'error' });
    else if (payload) navigate('/itinerary-list', { replace: true });
  };
  return (
    <>
      <form
        className="wizard-card"
        style={{ marginTop: 12 }}
        onSubmit={(e) => {
          e.preventDefault();
          void saveName();
        }}
      >
        <div className="field">
          <label htmlFor={nameId}>{t('itineraries.name')}</label>
          <span className="field__hint">{t('itineraries.nameHint', { max })}</span>
          <input
            id={nameId}
            type="text"
            value={draft}
            aria-invalid={nameError ? 'true' : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              setNameError(null);
            }}
          />
          {nameError && (
            <p id={`${nameId}-error`} className="form-error" role="alert">
              {nameError}
            </p>
          )}
        </div>
        <div className="trip-head__actions">
          <button type="submit" className="btn btn--primary btn--small" disabled={edits.busy}>
            <Save size={16} aria-hidden /> {t('itineraries.edit.saveName')}
          </button>
          <button type="button" className="btn btn--outline btn--small" onClick={() => navigate(detailPath)}>
            {t('itineraries.edit.done')}
          </button>
        </div>
      </form>
      <ItineraryTimeline
        itinerary={itinerary}
        editing={{
          busy: edits.busy,
          move: (stop, toDayId, toPosition) => void edits.move(stop.id, toDayId, toPosition),
          remove: (stop) => void edits.remove(stop.id),
        }}
      />
      <p style={{ padding: '0 12px' }}>
        <button type="button" className="btn btn--outline btn--block" disabled={removing} onClick={() => void deleteIt()}>
          <Trash2 size={16} aria-hidden /> {t('itineraries.edit.delete')}
        </button>
      </p>
    </>
  );
}

export function ItineraryEditScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<ItineraryEditScreenQuery>(query);
  const it = data.node?.itinerary;
  if (!it?.isEditable) return <NotFoundPage title={t('itineraries.editTitle')} text={t('itineraries.notEditable')} />;
  return (
    <div className="trip-page" data-testid="itinerary-edit">
      <PageHeader title={t('itineraries.editTitle')} />
      <Editor id={it.id} name={it.name} max={data.inputLimits.itineraryNameMaxLength} detailPath={it.detailPath} itinerary={it} />
    </div>
  );
}
