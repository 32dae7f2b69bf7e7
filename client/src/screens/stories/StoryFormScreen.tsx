import { useId, useRef, useState, type ReactNode } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Hash, MapPin, X } from 'lucide-react';
import type { StoryFormScreenQuery, StoryFormScreenQuery$data } from '../../__generated__/StoryFormScreenQuery.graphql';
import type { StoryFormScreenSaveStoryMutation } from '../../__generated__/StoryFormScreenSaveStoryMutation.graphql';
import type { StoryFormScreenSaveStrategyMutation } from '../../__generated__/StoryFormScreenSaveStrategyMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { showToast } from '../../env/toast';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState } from '../../shell/StateViews';
import { MediaUploader } from '../../widgets/upload/MediaUploader';
import { EMPTY_DRAFT, useDraft, type StoryDraft } from './draft';
import { monthName } from './months';
import './stories.css';
import { PublishingAgreementLine } from '../../widgets/agreements';
export { FormSkeleton as Skeleton } from '../../widgets/Skeleton';

/** Which form a route opens. */
export type StoryForm = 'story' | 'work' | 'pk' | 'strategy';

const query = graphql`
  query StoryFormScreenQuery($topicId: ID!, $hasTopic: Boolean!, $storyId: ID!, $isEdit: Boolean!) {
    inputLimits {
      storyTitleMaxLength
      storyTextMaxLength
      storyMaxPictures
      storyMaxTags
      craftMaxLength
      tripMaxDays
      tripMaxCost
    }
    topic: nodeByUpstreamId(type: "Topic", upstreamId: $topicId) @include(if: $hasTopic) {
      ... on Topic {
        id
        title
        mode
        state
        acceptsEntries
        heritageWorks
        stances {
          side
          name
        }
      }
    }
    story: nodeByUpstreamId(type: "Story", upstreamId: $storyId) @include(if: $isEdit) {
      ... on Story {
        id
        kind
        title
        text
        viewerIsAuthor
        side
        craft
        pictures {
          id
          image {
            url
          }
        }
        tags {
          id
          name
        }
        place {
          name
          placeId
        }
        trip {
          days
          costPerPerson
          travelMonth
        }
      }
    }
  }
`;

const saveStoryMutation = graphql`
  mutation StoryFormScreenSaveStoryMutation($input: SaveStoryInput!) {
    saveStory(input: $input) {
      story {
        id
        detailPath
        status
        title
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const saveStrategyMutation = graphql`
  mutation StoryFormScreenSaveStrategyMutation($input: SaveStrategyInput!) {
    saveStrategy(input: $input) {
      story {
        id
        detailPath
        status
        title
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const idOf = (raw: string | undefined) => (raw && /^\d{1,18}$/.test(raw) && raw !== '0' ? raw : null);

/** The route's topic and story (0 = none: a new story, or a story of no topic). */
function routeIds(
  form: StoryForm,
  params: Readonly<Record<string, string | undefined>>,
): { topicId: string | null; storyId: string | null } {
  return { topicId: form === 'strategy' ? null : idOf(params.topicId), storyId: idOf(params.storyId) };
}

/** The loader of a writing form (sign-in first: /login comes back here). */
export function storyFormLoader(form: StoryForm) {
  return ({ request, params }: { request: Request; params: Record<string, string | undefined> }): PreloadedQuery<StoryFormScreenQuery> => {
    const { topicId, storyId } = routeIds(form, params);
    return preloadSignedIn<StoryFormScreenQuery>(request, query, {
      topicId: topicId ?? '',
      hasTopic: topicId !== null,
      storyId: storyId ?? '',
      isEdit: storyId !== null,
    });
  };
}

type Story = NonNullable<StoryFormScreenQuery$data['story']>;

/** What an edit starts from: the story as it is. */
function seedOf(story: Story | null | undefined): StoryDraft {
  if (!story?.id) return EMPTY_DRAFT;
  return {
    title: story.title ?? '',
    text: story.text ?? '',
    pictures: (story.pictures ?? []).map((p) => ({ id: p.id, url: p.image.url, kind: 'IMAGE' as const })),
    tags: (story.tags ?? []).map((t) => ({ id: t.id, name: t.name })),
    place: story.place?.placeId ? { id: story.place.placeId, name: story.place.name } : null,
    side: story.side === 'A' || story.side === 'B' ? story.side : null,
    craft: story.craft ?? '',
    days: story.trip ? String(story.trip.days) : '',
    cost: story.trip?.costPerPerson !== null && story.trip?.costPerPerson !== undefined ? String(story.trip.costPerPerson) : '',
    month: story.trip?.travelMonth ? String(story.trip.travelMonth) : '',
  };
}

/** A labelled field with its error tied to the input (aria-describedby, aria-invalid). */
function Field({
  label,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <span>{label}</span>
        {hint && <small>{hint}</small>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}) })}
      {error && (
        <p className="field__error" id={errorId} role="alert" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

const TITLE_KEYS: Record<StoryForm, [string, string]> = {
  story: ['stories.form.newStory', 'stories.form.editStory'],
  work: ['stories.form.newWork', 'stories.form.editWork'],
  pk: ['stories.form.newPk', 'stories.form.editPk'],
  strategy: ['stories.form.newStrategy', 'stories.form.editStrategy'],
};

/**
 * The writing forms: /add-story/:topicId/:storyId, /add-work/:topicId/:storyId/:ichWorks,
 * /add-pk/:topicId/:storyId, /add-strategy/:storyId and /strategy-edit/:storyId. Pictures through
 * the shared uploader, tags (/add-story-tag) and the place (/now-address) on their own screens,
 * a stance in a PK debate, the craft of a heritage work, a strategy's trip. What the gateway
 * refuses shows at its field, in its words; nothing typed is lost.
 */
export function StoryFormScreen({ form }: { form: StoryForm }) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const data = useRouteQuery<StoryFormScreenQuery>(query);
  const { topicId, storyId } = routeIds(form, params);
  const key = `${form}:${topicId ?? 0}:${storyId ?? 0}`;
  const [draft, update, clear] = useDraft(key);
  const story = data.story?.id ? data.story : null;
  const seed = seedOf(story);
  const d = draft ?? seed;
  const set = (patch: Partial<StoryDraft>) => update((prev) => ({ ...prev, ...patch }), seed);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [commitStory, storyPending] = useGraphMutation<StoryFormScreenSaveStoryMutation>(saveStoryMutation);
  const [commitStrategy, strategyPending] = useGraphMutation<StoryFormScreenSaveStrategyMutation>(saveStrategyMutation);
  const limits = data.inputLimits;
  const topic = data.topic?.id ? data.topic : null;
  const title = t(TITLE_KEYS[form][storyId ? 1 : 0]!);

  if (storyId && !story?.viewerIsAuthor) return <NotFoundPage title={title} text={t('stories.storyNotFound')} />;
  if (topicId && !topic) return <NotFoundPage title={title} text={t('stories.topicNotFound')} />;
  if (topic && !storyId && !topic.acceptsEntries) {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState text={t(topic.state === 'NOT_STARTED' ? 'stories.notStartedNote' : 'stories.overNote')} />
      </>
    );
  }
  const pk = topic?.mode === 'PK' || form === 'pk';
  const heritage = (topic?.mode === 'WORK' && topic.heritageWorks) || (form === 'work' && params.ichWorks === '1');
  const sending = busy || storyPending || strategyPending;

  const showErrors = (list: ReadonlyArray<UserError>) => {
    const byField: Record<string, string> = {};
    let loose: string | null = null;
    for (const e of list) {
      const field = e.field ?? '';
      if (['title', 'text', 'pictureIds', 'tagIds', 'placeId', 'side', 'craft', 'days', 'costPerPerson', 'travelMonth'].includes(field))
        byField[field] ??= e.message;
      else loose ??= e.message;
    }
    setErrors(byField);
    if (loose) showToast({ message: loose });
    // the first refused field takes the focus
    queueMicrotask(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = async () => {
    if (sending || uploading) return;
    setBusy(true);
    setErrors({});
    const common = {
      storyId: story?.id ?? null,
      title: d.title,
      text: d.text,
      pictureIds: d.pictures.map((p) => p.id),
      tagIds: d.tags.map((tag) => tag.id),
      placeId: d.place?.id ?? null,
    };
    const int = (v: string) => {
      const n = Number.parseInt(v, 10);
      return Number.isFinite(n) ? n : null;
    };
    const payload =
      form === 'strategy'
        ? await commitStrategy({
            variables: { input: { ...common, days: int(d.days) ?? 0, costPerPerson: int(d.cost), travelMonth: int(d.month) } },
          })
        : await commitStory({
            variables: {
              input: { ...common, topicId: story ? null : (topic?.id ?? null), side: pk ? d.side : null, craft: heritage ? d.craft : null },
            },
          });
    setBusy(false);
    if (!payload) return;
    if (payload.errors.length > 0 || !payload.story) {
      showErrors(payload.errors);
      return;
    }
    clear();
    showToast({ message: t('stories.form.sent'), type: 'success' });
    navigate(payload.story.detailPath, { replace: true });
  };

  const draftParam = `?draft=${encodeURIComponent(key)}`;
  return (
    <>
      <PageHeader title={title} />
      <form
        ref={formRef}
        className="story-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        data-testid="story-form"
      >
        {topic && (
          <p className="story-form__topic" data-testid="form-topic">
            <Hash aria-hidden size={14} /> {topic.title}
          </p>
        )}
        <div className="story-form__card">
          {pk && topic && (
            <fieldset className="field" aria-describedby={errors.side ? 'side-error' : undefined}>
              <legend className="field__label">{t('stories.form.side')}</legend>
              <div className="side-choice">
                {(topic.stances ?? []).map((s) => (
                  <button
                    key={s.side}
                    type="button"
                    className={s.side === 'A' ? 'side-a' : 'side-b'}
                    aria-pressed={d.side === s.side}
                    onClick={() => set({ side: s.side === 'A' ? 'A' : 'B' })}
                    data-testid={`form-side-${s.side}`}
                  >
                    {s.name}
                  </button>
                ))}
              </div>
              {errors.side && (
                <p className="field__error" id="side-error" role="alert" data-testid="field-error">
                  {errors.side}
                </p>
              )}
            </fieldset>
          )}
          <Field label={t('stories.form.title')} hint={`${[...d.title].length}/${limits.storyTitleMaxLength}`} error={errors.title}>
            {(a) => (
              <input
                {...a}
                className="field__input"
                value={d.title}
                placeholder={t('stories.form.titlePlaceholder')}
                onChange={(e) => set({ title: e.target.value })}
                data-testid="form-title"
              />
            )}
          </Field>
          <Field label={t('stories.form.text')} hint={`${[...d.text].length}/${limits.storyTextMaxLength}`} error={errors.text}>
            {(a) => (
              <textarea
                {...a}
                className="field__input"
                value={d.text}
                placeholder={t(form === 'strategy' ? 'stories.form.strategyPlaceholder' : 'stories.form.textPlaceholder')}
                onChange={(e) => set({ text: e.target.value })}
                data-testid="form-text"
              />
            )}
          </Field>
          {heritage && (
            <Field label={t('stories.form.craft')} error={errors.craft}>
              {(a) => (
                <input
                  {...a}
                  className="field__input"
                  value={d.craft}
                  maxLength={limits.craftMaxLength}
                  placeholder={t('stories.form.craftPlaceholder')}
                  onChange={(e) => set({ craft: e.target.value })}
                  data-testid="form-craft"
                />
              )}
            </Field>
          )}
          <div className="field">
            <span className="field__label">
              <span>{t('stories.form.pictures')}</span>
              <small>{t('stories.form.picturesHint', { count: limits.storyMaxPictures })}</small>
            </span>
            <MediaUploader
              value={d.pictures}
              onChange={(next) => set({ pictures: next })}
              kinds={['IMAGE']}
              limit={limits.storyMaxPictures}
              label={t('stories.form.addPicture')}
              testId="story-pictures"
              onBusyChange={setUploading}
            />
            {errors.pictureIds && (
              <p className="field__error" role="alert" data-testid="field-error">
                {errors.pictureIds}
              </p>
            )}
          </div>
        </div>
        {form === 'strategy' && (
          <div className="story-form__card trip-fields">
            <Field label={t('stories.form.days')} error={errors.days}>
              {(a) => (
                <input
                  {...a}
                  className="field__input"
                  inputMode="numeric"
                  value={d.days}
                  onChange={(e) => set({ days: e.target.value.replace(/\D/g, '').slice(0, 3) })}
                  data-testid="form-days"
                />
              )}
            </Field>
            <Field label={t('stories.form.cost')} hint={t('stories.form.optional')} error={errors.costPerPerson}>
              {(a) => (
                <input
                  {...a}
                  className="field__input"
                  inputMode="numeric"
                  value={d.cost}
                  onChange={(e) => set({ cost: e.target.value.replace(/\D/g, '').slice(0, 7) })}
                  data-testid="form-cost"
                />
              )}
            </Field>
            <Field label={t('stories.form.month')} hint={t('stories.form.optional')} error={errors.travelMonth}>
              {(a) => (
                <select
                  {...a}
                  className="field__input"
                  value={d.month}
                  onChange={(e) => set({ month: e.target.value })}
                  data-testid="form-month"
                >
                  <option value="">{t('stories.notGiven')}</option>
                  {Array.from({ length: 12 }, (_, i) => (
                    <option key={i + 1} value={String(i + 1)}>
                      {monthName(i + 1, i18n.language)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        )}
        <div className="story-form__card">
          <button
            type="button"
            className="pick-row"
            onClick={() => {
              set({}); // the draft holds what the form shows (an edit's story) before another screen changes it
              navigate(`/add-story-tag${draftParam}`);
            }}
            disabled={uploading}
            data-testid="form-pick-tags"
          >
            <span className="pick-row__label">
              <Hash aria-hidden size={16} /> {t('stories.form.tags')}
            </span>
            <span className="pick-row__value">
              {d.tags.length > 0
                ? t('stories.form.tagsChosen', { count: d.tags.length })
                : t('stories.form.tagsNone', { count: limits.storyMaxTags })}
              <ChevronRight aria-hidden size={16} />
            </span>
          </button>
          {d.tags.length > 0 && (
            <div className="chosen-chips" data-testid="form-tags">
              {d.tags.map((tag) => (
                <button
                  key={tag.id}
                  type="button"
                  onClick={() => set({ tags: d.tags.filter((x) => x.id !== tag.id) })}
                  aria-label={t('stories.form.removeTag', { name: tag.name })}
                >
                  #{tag.name} <X aria-hidden size={12} />
                </button>
              ))}
            </div>
          )}
          {errors.tagIds && (
            <p className="field__error" role="alert" data-testid="field-error">
              {errors.tagIds}
            </p>
          )}
          <button
            type="button"
            className="pick-row"
            onClick={() => {
              set({});
              navigate(`/now-address${draftParam}`);
            }}
            disabled={uploading}
            data-testid="form-pick-place"
          >
            <span className="pick-row__label">
              <MapPin aria-hidden size={16} /> {t('stories.form.place')}
            </span>
            <span className="pick-row__value">
              {d.place ? d.place.name : t('stories.form.placeNone')}
              <ChevronRight aria-hidden size={16} />
            </span>
          </button>
          {errors.placeId && (
            <p className="field__error" role="alert" data-testid="field-error">
              {errors.placeId}
            </p>
          )}
        </div>
        <p className="field__hint">{t('stories.form.moderation')}</p>
        <PublishingAgreementLine />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary btn--block" disabled={sending || uploading} data-testid="form-submit">
            {uploading ? t('stories.form.uploading') : sending ? t('stories.form.sending') : t('stories.form.submit')}
          </button>
        </div>
      </form>
    </>
  );
}
