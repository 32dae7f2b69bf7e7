import { useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { JoinVoteScreenQuery } from '../../__generated__/JoinVoteScreenQuery.graphql';
import type { JoinVoteScreenMutation } from '../../__generated__/JoinVoteScreenMutation.graphql';
import { preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { FormSkeleton } from '../../widgets/Skeleton';
import { MediaUploader, type UploadedMedia } from '../../widgets/upload/MediaUploader';
import './votes.css';

const query = graphql`
  query JoinVoteScreenQuery($voteId: ID!, $workId: ID!, $edit: Boolean!) {
    voteNode: nodeByUpstreamId(type: "Vote", upstreamId: $voteId) {
      ... on Vote @alias(as: "vote") {
        id
        title
        workKind
        canJoin
        rules {
          picturesPerWork
          reviewed
        }
      }
    }
    workNode: nodeByUpstreamId(type: "VoteWork", upstreamId: $workId) @include(if: $edit) {
      ... on VoteWork @alias(as: "work") {
        id
        title
        author
        description
        uploadIds
        images {
          url
        }
        video {
          url
        }
      }
    }
    inputLimits {
      voteWorkTitleMaxLength
      voteAuthorMaxLength
      voteWorkDescriptionMaxLength
      phoneDigits
    }
  }
`;

const mutation = graphql`
  mutation JoinVoteScreenMutation($input: JoinVoteInput!) {
    joinVote(input: $input) {
      work {
        id
        status
        title
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

interface LoaderData {
  ref: PreloadedQuery<JoinVoteScreenQuery>;
  voteId: string;
}

/** /vote-join/:voteId[/:proId] (login required): join a vote with a work, or edit one's own. */
export function joinVoteLoader({ request, params }: { request: Request; params: { voteId?: string; proId?: string } }): LoaderData {
  prepareSignedInRequest(request);
  const voteId = params.voteId ?? '';
  return {
    ref: preload<JoinVoteScreenQuery>(query, { voteId, workId: params.proId ?? '', edit: Boolean(params.proId) }, { fresh: true }),
    voteId,
  };
}

const FIELDS = ['title', 'author', 'phone', 'description', 'imageIds', 'videoId'] as const;
type Field = (typeof FIELDS)[number];

function Row({ field, label, error, children }: { field: Field; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'vform__field vform__field--error' : 'vform__field'}>
      <label className="vform__label" htmlFor={`work-${field}`}>
        {label}
      </label>
      {children}
      {error && (
        <p className="form-error" id={`work-${field}-error`} role="alert" data-testid={`error-${field}`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function JoinVoteScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ref, voteId } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<JoinVoteScreenQuery>(query, ref);
  const vote = data.voteNode?.vote ?? null;
  const work = data.workNode?.work ?? null;
  const limits = data.inputLimits;
  const [title, setTitle] = useState(work?.title ?? '');
  const [author, setAuthor] = useState(work?.author ?? '');
  const [phone, setPhone] = useState('');
  const [description, setDescription] = useState(work?.description ?? '');
  const isVideo = vote?.workKind === 'VIDEO';
  const [media, setMedia] = useState<UploadedMedia[]>(() => {
    if (!work) return [];
    const urls = isVideo ? (work.video ? [work.video.url] : []) : work.images.map((i) => i.url);
    return work.uploadIds.map((id, i) => ({ id, url: urls[i] ?? '', kind: isVideo ? 'VIDEO' : 'IMAGE' }));
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [uploading, setUploading] = useState(false);
  const [commit, pending] = useGraphMutation<JoinVoteScreenMutation>(mutation);

  if (!vote) return <NotFoundPage title={t('votes.join')} text={t('votes.notFound')} />;
  if (!vote.canJoin) {
    return (
      <div data-testid="vote-join">
        <PageHeader title={t('votes.join')} />
        <EmptyState text={t('votes.joinClosed')} />
      </div>
    );
  }
  const aria = (field: Field) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `work-${field}-error` } : {});
  const clear = (field: Field) => errors[field] && setErrors((e) => ({ ...e, [field]: undefined }));
  const voteType = isVideo ? 2 : 1;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (pending || uploading) return;
    const payload = await commit({
      variables: {
        input: {
          voteId: vote.id,
          workId: work?.id ?? null,
          title,
          author,
          phone,
          description,
          imageIds: isVideo ? [] : media.map((m) => m.id),
          videoId: isVideo ? (media[0]?.id ?? null) : null,
        },
      },
    });
    if (!payload) return;
    if (payload.errors.length > 0) {
      const next: typeof errors = {};
      for (const err of payload.errors) {
        const field = FIELDS.find((f) => f === err.field);
        if (field) next[field] ??= err.message;
        else next.form ??= err.message;
      }
      setErrors(next);
      const first = FIELDS.find((f) => next[f]);
      if (first) document.getElementById(`work-${first}`)?.focus();
      return;
    }
    showToast({ message: payload.work?.status === 'PENDING' ? t('votes.joinedReview') : t('votes.joined'), type: 'success' });
    navigate(`/my-join/${voteId}/${voteType}`, { replace: true });
  };

  return (
    <div data-testid="vote-join">
      <PageHeader title={work ? t('votes.editWork') : t('votes.join')} />
      <form className="vform" onSubmit={submit} noValidate>
        <p className="vform__vote">{vote.title}</p>
        {vote.rules.reviewed && <p className="vform__note">{t('votes.reviewNote')}</p>}
        <Row field="title" label={t('votes.form.title')} error={errors.title}>
          <input
            id="work-title"
            className="vform__input"
            value={title}
            maxLength={limits.voteWorkTitleMaxLength}
            onChange={(e) => {
              setTitle(e.target.value);
              clear('title');
            }}
            {...aria('title')}
          />
        </Row>
        <Row field="author" label={t('votes.form.author')} error={errors.author}>
          <input
            id="work-author"
            className="vform__input"
            value={author}
            maxLength={limits.voteAuthorMaxLength}
            autoComplete="name"
            onChange={(e) => {
              setAuthor(e.target.value);
              clear('author');
            }}
            {...aria('author')}
          />
        </Row>
        <Row field="phone" label={t('votes.form.phone')} error={errors.phone}>
          <input
            id="work-phone"
            className="vform__input"
            value={phone}
            inputMode="numeric"
            autoComplete="tel"
            maxLength={limits.phoneDigits}
            placeholder={t('votes.form.phonePlaceholder', { digits: limits.phoneDigits })}
            onChange={(e) => {
              setPhone(e.target.value.replace(/\D/g, '').slice(0, limits.phoneDigits));
              clear('phone');
            }}
            {...aria('phone')}
          />
        </Row>
        <Row field="description" label={t('votes.form.description')} error={errors.description}>
          <textarea
            id="work-description"
            className="vform__input vform__textarea"
            rows={4}
            value={description}
            maxLength={limits.voteWorkDescriptionMaxLength}
            onChange={(e) => {
              setDescription(e.target.value);
              clear('description');
            }}
            {...aria('description')}
          />
        </Row>
        <div className={errors.imageIds || errors.videoId ? 'vform__field vform__field--error' : 'vform__field'}>
          <p className="vform__label">{isVideo ? t('votes.form.video') : t('votes.form.pictures', { max: vote.rules.picturesPerWork })}</p>
          <MediaUploader
            value={media}
            onChange={(next) => {
              setMedia(next);
              clear(isVideo ? 'videoId' : 'imageIds');
            }}
            kinds={isVideo ? ['VIDEO'] : ['IMAGE']}
            limit={isVideo ? 1 : vote.rules.picturesPerWork}
            label={isVideo ? t('votes.form.addVideo') : t('votes.form.addPicture')}
            testId="work-media"
            onBusyChange={setUploading}
          />
          {(errors.imageIds || errors.videoId) && (
            <p className="form-error" id={`work-${isVideo ? 'videoId' : 'imageIds'}`} tabIndex={-1} role="alert" data-testid="error-media">
              {errors.imageIds ?? errors.videoId}
            </p>
          )}
        </div>
        {errors.form && (
          <p className="form-error" role="alert" data-testid="join-form-error">
            {errors.form}
          </p>
        )}
        <button
          type="submit"
          className="btn btn--primary btn--block vform__submit"
          disabled={pending || uploading}
          data-testid="join-submit"
        >
          {pending && <Spinner light />} {uploading ? t('votes.form.waitUploads') : work ? t('votes.form.save') : t('votes.form.submit')}
        </button>
      </form>
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: JoinVoteScreen, loader: joinVoteLoader, skeleton: <FormSkeleton fields={5} /> };
