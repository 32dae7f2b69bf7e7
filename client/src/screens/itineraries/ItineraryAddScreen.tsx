import { useId, useState } from 'react';
import { fetchQuery, graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Minus, Plus, Sparkles } from 'lucide-react';
import type { ItineraryAddScreenQuery } from '../../__generated__/ItineraryAddScreenQuery.graphql';
import type { ItineraryAddScreenCheckQuery } from '../../__generated__/ItineraryAddScreenCheckQuery.graphql';
import type { ItineraryAddScreen_areas$key } from '../../__generated__/ItineraryAddScreen_areas.graphql';
import type { ItineraryAddAreasPaginationQuery } from '../../__generated__/ItineraryAddAreasPaginationQuery.graphql';
import type { ItineraryAddScreenGenerateMutation } from '../../__generated__/ItineraryAddScreenGenerateMutation.graphql';
import { environment } from '../../relay/environment';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { Img } from '../../widgets/Img';
import { clearWizard, useWizardState, wholeNumber, type WizardState } from './wizardState';
import './itineraries.css';

const query = graphql`
  query ItineraryAddScreenQuery($areas: Boolean!) {
    inputLimits {
      itineraryMaxPlayHours
      itineraryMaxDays
      itineraryNameMaxLength
    }
    itineraryLabels {
      id
      name
    }
    ...ItineraryAddScreen_areas @include(if: $areas) @alias(as: "areas")
  }
`;

const checkQuery = graphql`
  query ItineraryAddScreenCheckQuery($input: ItinerarySettingsInput!) {
    itinerarySettingsErrors(input: $input) {
      code
      field
      message
    }
  }
`;

const generateMutation = graphql`
  mutation ItineraryAddScreenGenerateMutation($input: GenerateItineraryInput!) {
    generateItinerary(input: $input) {
      itinerary {
        id
        detailPath
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /itinerary-add/:step (login) — the travel-setting wizard: 1 settings, 2 destination scenic areas, 3 generate. */
export function itineraryAddLoader({
  request,
  params,
}: {
  request: Request;
  params: { step?: string };
}): PreloadedQuery<ItineraryAddScreenQuery> {
  return preloadSignedIn<ItineraryAddScreenQuery>(request, query, { areas: params.step === '2' }, { fresh: false });
}

type Errors = Partial<Record<string, string>>;

/** The gateway's check of the settings so far: its refusals by field, in its words (null when the request failed). */
async function check(input: { days?: number | null; playHours?: number | null; destinationIds?: string[] }): Promise<Errors | null> {
  const data = await fetchQuery<ItineraryAddScreenCheckQuery>(environment, checkQuery, { input }, { fetchPolicy: 'network-only' })
    .toPromise()
    .catch(() => null);
  if (!data) return null;
  const errors: Errors = {};
  for (const e of data.itinerarySettingsErrors) errors[e.field ?? 'form'] ??= e.message;
  return errors;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="form-error" role="alert" data-testid="field-error">
      {message}
    </p>
  );
}

const STEPS = ['1', '2', '3'] as const;

function Steps({ step }: { step: string }) {
  const { t } = useTranslation();
  return (
    <ol className="wizard-steps" aria-label={t('itineraries.wizard.steps')}>
      {STEPS.map((s) => (
        <li
          key={s}
          className={s === step ? 'wizard-step wizard-step--on' : s < step ? 'wizard-step wizard-step--done' : 'wizard-step'}
          aria-current={s === step ? 'step' : undefined}
        >
          {t(`itineraries.wizard.step${s}`)}
        </li>
      ))}
    </ol>
  );
}

function Settings({
  state,
  update,
  labels,
  maxDays,
  maxHours,
}: {
  state: WizardState;
  update(c: Partial<WizardState>): void;
  labels: ReadonlyArray<{ id: string; name: string }>;
  maxDays: number;
  maxHours: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const daysId = useId();
  const hoursId = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const days = wholeNumber(state.days);
  const next = async () => {
    setBusy(true);
    const found = await check({ days: days ?? 0, playHours: wholeNumber(state.playHours) ?? 0 });
    setBusy(false);
    if (!found) return;
    setErrors(found);
    if (Object.keys(found).length === 0) navigate('/itinerary-add/2');
  };
  return (
    <form
      className="wizard-card"
      data-testid="wizard-settings"
      onSubmit={(e) => {
        e.preventDefault();
        void next();
      }}
    >
      <div className="field">
        <label htmlFor={daysId}>{t('itineraries.wizard.days')}</label>
        <div className="stepper">
          <button
            type="button"
            className="icon-btn"
            aria-label={t('itineraries.wizard.fewerDays')}
            disabled={(days ?? 1) <= 1}
            onClick={() => update({ days: String(Math.max(1, (days ?? 1) - 1)) })}
          >
            <Minus size={18} aria-hidden />
          </button>
          <input
            id={daysId}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxDays}
            value={state.days}
            aria-invalid={errors.days ? 'true' : undefined}
            aria-describedby={errors.days ? `${daysId}-e` : undefined}
            onChange={(e) => update({ days: e.target.value })}
            data-testid="wizard-days"
          />
          <button
            type="button"
            className="icon-btn"
            aria-label={t('itineraries.wizard.moreDays')}
            disabled={(days ?? 0) >= maxDays}
            onClick={() => update({ days: String(Math.min(maxDays, (days ?? 0) + 1)) })}
          >
            <Plus size={18} aria-hidden />
          </button>
        </div>
        <FieldError id={`${daysId}-e`} message={errors.days} />
      </div>
      <div className="field">
        <label htmlFor={hoursId}>{t('itineraries.wizard.playHours')}</label>
        <span className="field__hint">{t('itineraries.wizard.playHoursHint', { max: maxHours })}</span>
        <input
          id={hoursId}
          type="number"
          inputMode="numeric"
          min={1}
          value={state.playHours}
          aria-invalid={errors.playHours ? 'true' : undefined}
          aria-describedby={errors.playHours ? `${hoursId}-e` : undefined}
          onChange={(e) => update({ playHours: e.target.value })}
          data-testid="wizard-hours"
        />
        <FieldError id={`${hoursId}-e`} message={errors.playHours} />
      </div>
      <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="field__label">{t('itineraries.wizard.preferences')}</legend>
        <div className="chips">
          {labels.map((l) => {
            const on = state.labelIds.includes(l.id);
            return (
              <button
                key={l.id}
                type="button"
                className="chip-toggle"
                aria-pressed={on}
                onClick={() => update({ labelIds: on ? state.labelIds.filter((x) => x !== l.id) : [...state.labelIds, l.id] })}
              >
                {l.name}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="wizard-nav" style={{ padding: 0 }}>
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="wizard-next">
          {t('itineraries.wizard.next')} <ChevronRight size={18} aria-hidden />
        </button>
      </div>
    </form>
  );
}

function Areas({
  query: ref,
  state,
  update,
}: {
  query: ItineraryAddScreen_areas$key;
  state: WizardState;
  update(c: Partial<WizardState>): void;
}) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ItineraryAddAreasPaginationQuery, ItineraryAddScreen_areas$key>(
    graphql`
      fragment ItineraryAddScreen_areas on Query
      @refetchable(queryName: "ItineraryAddAreasPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        places(kind: SCENIC_AREA, first: $count, after: $cursor) @connection(key: "ItineraryAddScreen_places") {
          totalCount
          edges {
            node {
              id
              name
              regionName
              cover {
                url(size: SMALL)
                alt
              }
              ... on ScenicArea {
                level
              }
            }
          }
        }
      }
    `,
    ref,
  );
  return (
    <PagedList
      connection={data.places}
      paging={{ hasNext, isLoadingNext, loadNext }}
      pageSize={20}
      failedTestId="areas-failed"
      empty={<EmptyState text={t('itineraries.wizard.noAreas')} />}
      className="pick-list"
      testId="wizard-areas"
    >
      {(area) => {
        const on = state.destinationIds.includes(area.id);
        const toggle = () =>
          update(
            on
              ? { destinationIds: state.destinationIds.filter((x) => x !== area.id) }
              : {
                  destinationIds: [...state.destinationIds, area.id],
                  destinationNames: { ...state.destinationNames, [area.id]: area.name },
                },
          );
        return (
          <label className={on ? 'pick pick--on' : 'pick'} data-testid="wizard-area">
            <input type="checkbox" checked={on} onChange={toggle} />
            <Img className="pick__img" src={area.cover?.url} alt="" />
            <span className="pick__body">
              <span className="pick__name">{area.name}</span>
              <span className="pick__meta">
                {area.level ? `${area.level} · ` : ''}
                {area.regionName ?? ''}
              </span>
            </span>
          </label>
        );
      }}
    </PagedList>
  );
}

function Destinations({
  areas,
  state,
  update,
}: {
  areas: ItineraryAddScreen_areas$key | null | undefined;
  state: WizardState;
  update(c: Partial<WizardState>): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const next = async () => {
    setBusy(true);
    const found = await check({ destinationIds: state.destinationIds });
    setBusy(false);
    if (!found) return;
    setError(found.destinationIds);
    if (Object.keys(found).length === 0) navigate('/itinerary-add/3');
  };
  return (
    <>
      <section className="wizard-card" aria-labelledby="areas-title" aria-describedby={error ? 'areas-error' : undefined}>
        <h2 id="areas-title" className="field__label">
          {t('itineraries.wizard.chooseAreas')}
        </h2>
        <p className="field__hint" aria-live="polite">
          {t('itineraries.wizard.chosen', { count: state.destinationIds.length })}
        </p>
        <FieldError id="areas-error" message={error} />
        {areas && <Areas query={areas} state={state} update={update} />}
      </section>
      <div className="wizard-nav">
        <Link to="/itinerary-add/1" className="btn btn--outline">
          <ChevronLeft size={18} aria-hidden /> {t('itineraries.wizard.back')}
        </Link>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void next()} data-testid="wizard-next">
          {t('itineraries.wizard.next')} <ChevronRight size={18} aria-hidden />
        </button>
      </div>
    </>
  );
}

function Generate({
  state,
  update,
  labels,
  maxName,
}: {
  state: WizardState;
  update(c: Partial<WizardState>): void;
  labels: ReadonlyArray<{ id: string; name: string }>;
  maxName: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameId = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [generate, generating] = useGraphMutation<ItineraryAddScreenGenerateMutation>(generateMutation);
  const run = async () => {
    const payload = await generate({
      variables: {
        input: {
          destinationIds: state.destinationIds,
          days: wholeNumber(state.days) ?? 0,
          playHours: wholeNumber(state.playHours) ?? 0,
          labelIds: state.labelIds,
          name: state.name.trim() || null,
        },
      },
    });
    if (!payload) return;
    const found: Errors = {};
    for (const e of payload.errors) found[e.field ?? 'form'] ??= e.message;
    setErrors(found);
    if (payload.errors.length === 0 && payload.itinerary) {
      clearWizard();
      navigate(payload.itinerary.detailPath, { replace: true });
    }
  };
  const names = state.destinationIds.map((id) => state.destinationNames[id] ?? '').filter((n) => n !== '');
  const chosenLabels = labels.filter((l) => state.labelIds.includes(l.id)).map((l) => l.name);
  return (
    <>
      <section className="wizard-card" aria-labelledby="summary-title" data-testid="wizard-summary">
        <h2 id="summary-title" className="field__label">
          {t('itineraries.wizard.summary')}
        </h2>
        <div>
          <div className="summary-row">
            <span className="summary-row__label">{t('itineraries.wizard.destinations')}</span>
            <span className="summary-row__value">
              {names.length > 0 ? names.join('、') : <Link to="/itinerary-add/2">{t('itineraries.wizard.chooseAreas')}</Link>}
            </span>
          </div>
          <FieldError id="sum-dest" message={errors.destinationIds} />
          <div className="summary-row">
            <span className="summary-row__label">{t('itineraries.wizard.days')}</span>
            <span className="summary-row__value">{t('itineraries.days', { count: wholeNumber(state.days) ?? 0 })}</span>
          </div>
          <FieldError id="sum-days" message={errors.days} />
          <div className="summary-row">
            <span className="summary-row__label">{t('itineraries.wizard.playHours')}</span>
            <span className="summary-row__value">
              <Link to="/itinerary-add/1">{t('itineraries.hours', { count: wholeNumber(state.playHours) ?? 0 })}</Link>
            </span>
          </div>
          <FieldError id="sum-hours" message={errors.playHours} />
          <div className="summary-row">
            <span className="summary-row__label">{t('itineraries.wizard.preferences')}</span>
            <span className="summary-row__value">
              {chosenLabels.length > 0 ? chosenLabels.join('、') : t('itineraries.wizard.noPreference')}
            </span>
          </div>
        </div>
        <div className="field">
          <label htmlFor={nameId}>{t('itineraries.wizard.name')}</label>
          <span className="field__hint">{t('itineraries.nameHint', { max: maxName })}</span>
          <input
            id={nameId}
            type="text"
            value={state.name}
            placeholder={t('itineraries.wizard.namePlaceholder')}
            aria-invalid={errors.name ? 'true' : undefined}
            aria-describedby={errors.name ? `${nameId}-e` : undefined}
            onChange={(e) => update({ name: e.target.value })}
          />
          <FieldError id={`${nameId}-e`} message={errors.name} />
        </div>
        <FieldError id="sum-form" message={errors.form} />
      </section>
      <div className="wizard-nav">
        <Link to="/itinerary-add/2" className="btn btn--outline">
          <ChevronLeft size={18} aria-hidden /> {t('itineraries.wizard.back')}
        </Link>
        <button type="button" className="btn btn--primary" disabled={generating} onClick={() => void run()} data-testid="wizard-generate">
          <Sparkles size={16} aria-hidden /> {generating ? t('itineraries.wizard.generating') : t('itineraries.wizard.generate')}
        </button>
      </div>
    </>
  );
}

export function ItineraryAddScreen() {
  const { t } = useTranslation();
  const { step: raw } = useParams();
  const step = STEPS.find((s) => s === raw) ?? '1';
  const data = useRouteQuery<ItineraryAddScreenQuery>(query);
  const [state, update] = useWizardState();
  const labels = data.itineraryLabels ?? [];
  return (
    <div className="trip-page" data-testid="itinerary-add">
      <PageHeader title={t('itineraries.wizard.title')} />
      <Steps step={step} />
      {step === '1' && (
        <Settings
          state={state}
          update={update}
          labels={labels}
          maxDays={data.inputLimits.itineraryMaxDays}
          maxHours={data.inputLimits.itineraryMaxPlayHours}
        />
      )}
      {step === '2' && <Destinations areas={data.areas} state={state} update={update} />}
      {step === '3' && <Generate state={state} update={update} labels={labels} maxName={data.inputLimits.itineraryNameMaxLength} />}
    </div>
  );
}
