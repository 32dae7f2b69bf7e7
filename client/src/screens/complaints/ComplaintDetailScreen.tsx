import { useState } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Frown, Smile } from 'lucide-react';
import type { ComplaintDetailScreenQuery } from '../../__generated__/ComplaintDetailScreenQuery.graphql';
import type { ComplaintDetailScreen_complaint$key } from '../../__generated__/ComplaintDetailScreen_complaint.graphql';
import type { ComplaintDetailScreenFeedbackMutation } from '../../__generated__/ComplaintDetailScreenFeedbackMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { InfoRow } from '../../widgets/InfoRow';
import { Spinner } from '../../shell/StateViews';
import { formatDate } from '../../widgets/format';
import { StatusBadge } from './StatusBadge';
import './complaints.css';
import type { ScreenModule } from '../../shell/lazyScreen';
import { DetailSkeleton } from '../../widgets/Skeleton';

const query = graphql`
  query ComplaintDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Complaint", upstreamId: $id) {
      ...ComplaintDetailScreen_complaint @alias(as: "complaint")
    }
    inputLimits {
      complaintReasonMaxLength
    }
  }
`;

/** /complain-detail/:id (login required): one of the user's complaints, its handling record, feedback. */
export function complaintDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<ComplaintDetailScreenQuery> {
  return preloadSignedIn<ComplaintDetailScreenQuery>(request, query, { id: params.id ?? '' });
}

const feedbackMutation = graphql`
  mutation ComplaintDetailScreenFeedbackMutation($input: GiveComplaintFeedbackInput!) {
    giveComplaintFeedback(input: $input) {
      complaint {
        ...ComplaintDetailScreen_complaint
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** Satisfied or not, and a word (once, on a processed complaint). */
function FeedbackForm({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation();
  const { complaintReasonMaxLength } = useRouteQuery<ComplaintDetailScreenQuery>(query).inputLimits;
  const [satisfied, setSatisfied] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, pending] = useGraphMutation<ComplaintDetailScreenFeedbackMutation>(feedbackMutation);
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (satisfied === null) return;
    const payload = await commit({ variables: { input: { complaintId, satisfied, comment } } });
    if (!payload) return;
    const first = payload.errors[0];
    if (first) {
      setError(first.message);
      return;
    }
    showToast({ message: t('complaints.feedback.thanks'), type: 'success' });
  };
  return (
    <form className="complaint-feedback" onSubmit={send} data-testid="feedback-form" noValidate>
      <fieldset className="complaint-feedback__choices">
        <legend className="complaint-section__title">{t('complaints.feedback.question')}</legend>
        {([true, false] as const).map((value) => {
          const Icon = value ? Smile : Frown;
          return (
            <label
              key={String(value)}
              className={satisfied === value ? 'feedback-choice feedback-choice--on' : 'feedback-choice'}
              data-testid={value ? 'feedback-satisfied' : 'feedback-unsatisfied'}
            >
              <input
                type="radio"
                name="satisfied"
                checked={satisfied === value}
                onChange={() => {
                  setSatisfied(value);
                  setError(null);
                }}
              />
              <Icon aria-hidden size={22} /> {value ? t('complaints.feedback.satisfied') : t('complaints.feedback.unsatisfied')}
            </label>
          );
        })}
      </fieldset>
      <label className="cform__label" htmlFor="feedback-comment">
        {t('complaints.feedback.comment')}
      </label>
      <textarea
        id="feedback-comment"
        className="cform__input cform__textarea"
        rows={3}
        value={comment}
        maxLength={complaintReasonMaxLength}
        placeholder={t('complaints.feedback.commentPlaceholder')}
        onChange={(e) => setComment(e.target.value)}
        {...(error ? { 'aria-describedby': 'feedback-error' } : {})}
      />
      {error && (
        <p className="form-error" id="feedback-error" role="alert" data-testid="feedback-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={pending || satisfied === null} data-testid="feedback-submit">
        {pending && <Spinner light />} {t('complaints.feedback.submit')}
      </button>
    </form>
  );
}

function Detail({ complaint }: { complaint: ComplaintDetailScreen_complaint$key }) {
  const { t, i18n } = useTranslation();
  const c = useFragment(
    graphql`
      fragment ComplaintDetailScreen_complaint on Complaint {
        id
        number
        status
        channel
        type {
          name
        }
        respondent
        reason
        location {
          name
          place {
            name
            detailPath
          }
        }
        detailedAddress
        occurredAt
        evidence {
          url
          thumb: url(size: THUMBNAIL)
          alt
        }
        voiceUrl
        voiceSeconds
        complainantName
        maskedPhone
        gender
        submittedAt
        handlingRecords {
          status
          note
          handler
          at
        }
        feedback {
          satisfied
          comment
          at
        }
        canGiveFeedback
      }
    `,
    complaint,
  );
  const date = (iso: string | null | undefined) => (iso ? formatDate(iso, i18n.language, true) : '');
  return (
    <div className="complaint-detail" data-testid="complaint-detail" data-status={c.status}>
      <section className={`complaint-banner complaint-banner--${c.status.toLowerCase()}`}>
        <StatusBadge status={c.status} />
        <p className="complaint-banner__text">
          {t(`complaints.statusText.${c.status === 'ACCEPTED' || c.status === 'PROCESSED' ? c.status : 'PENDING'}`)}
        </p>
        <p className="complaint-banner__number">
          {t('complaints.success.number')}: {c.number}
        </p>
      </section>

      <section className="complaint-section">
        <h2 className="complaint-section__title">{t('complaints.detail.content')}</h2>
        <dl className="info-rows">
          <InfoRow label={t('complaints.form.type')}>
            {c.channel === 'VOICE' ? t('complaints.voiceComplaint') : (c.type?.name ?? '')}
          </InfoRow>
          {c.respondent && <InfoRow label={t('complaints.form.respondent')}>{c.respondent}</InfoRow>}
          {c.location && (
            <InfoRow label={t('complaints.form.location')}>
              {c.location.place ? (
                <Link to={c.location.place.detailPath}>{c.location.name || c.location.place.name}</Link>
              ) : (
                c.location.name
              )}
            </InfoRow>
          )}
          {c.detailedAddress && <InfoRow label={t('complaints.form.detailedAddress')}>{c.detailedAddress}</InfoRow>}
          {c.occurredAt && <InfoRow label={t('complaints.form.occurredAt')}>{date(c.occurredAt)}</InfoRow>}
          <InfoRow label={t('complaints.detail.submittedAt')}>{date(c.submittedAt)}</InfoRow>
        </dl>
        {c.reason && (
          <p className="complaint-detail__reason" data-testid="detail-reason">
            {c.reason}
          </p>
        )}
        {c.voiceUrl && (
          <div className="complaint-detail__voice">
            <audio
              controls
              preload="metadata"
              src={c.voiceUrl}
              aria-label={t('complaints.voiceSeconds', { count: c.voiceSeconds ?? 0 })}
              data-testid="detail-voice"
            />
          </div>
        )}
        {c.evidence.length > 0 && (
          <ul className="complaint-detail__pictures" aria-label={t('complaints.form.evidence')}>
            {c.evidence.map((p, i) => (
              <li key={`${p.url}-${i}`}>
                <a href={p.url} target="_blank" rel="noreferrer">
                  <img src={p.thumb} alt={t('complaints.detail.picture', { n: i + 1 })} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="complaint-section">
        <h2 className="complaint-section__title">{t('complaints.form.contactSection')}</h2>
        <dl className="info-rows">
          {c.complainantName && <InfoRow label={t('complaints.form.name')}>{c.complainantName}</InfoRow>}
          {c.maskedPhone && <InfoRow label={t('complaints.form.phone')}>{c.maskedPhone}</InfoRow>}
          {c.gender !== 'UNSPECIFIED' && c.gender !== '%future added value' && (
            <InfoRow label={t('complaints.form.gender')}>{t(`complaints.gender.${c.gender}`)}</InfoRow>
          )}
        </dl>
      </section>

      <section className="complaint-section">
        <h2 className="complaint-section__title">{t('complaints.detail.record')}</h2>
        <ol className="complaint-timeline" data-testid="handling-records">
          {[...c.handlingRecords].reverse().map((r, i) => (
            <li
              key={`${r.status}-${r.at ?? i}`}
              className={i === 0 ? 'complaint-timeline__step complaint-timeline__step--latest' : 'complaint-timeline__step'}
              data-testid="handling-record"
            >
              <span className="complaint-timeline__status">
                {t(`complaints.status.${r.status === 'ACCEPTED' || r.status === 'PROCESSED' ? r.status : 'PENDING'}`)}
              </span>
              <span className="complaint-timeline__note">{r.note}</span>
              <span className="complaint-timeline__meta">{[r.handler, date(r.at)].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ol>
      </section>

      <section className="complaint-section" aria-live="polite">
        {c.feedback ? (
          <div className="complaint-feedback complaint-feedback--given" data-testid="feedback-given">
            <h2 className="complaint-section__title">{t('complaints.feedback.given')}</h2>
            <p className="complaint-feedback__verdict">
              {c.feedback.satisfied ? <Smile aria-hidden size={20} /> : <Frown aria-hidden size={20} />}{' '}
              {c.feedback.satisfied ? t('complaints.feedback.satisfied') : t('complaints.feedback.unsatisfied')}
            </p>
            {c.feedback.comment && <p className="complaint-feedback__comment">{c.feedback.comment}</p>}
          </div>
        ) : c.canGiveFeedback ? (
          <FeedbackForm complaintId={c.id} />
        ) : (
          <p className="complaint-feedback__later" data-testid="feedback-later">
            {t('complaints.feedback.later')}
          </p>
        )}
      </section>
    </div>
  );
}

export function ComplaintDetailScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<ComplaintDetailScreenQuery>(query);
  return (
    <div data-testid="complaint-detail-page">
      {data.node?.complaint ? (
        <>
          <PageHeader title={t('complaints.detail.title')} />
          <Detail complaint={data.node.complaint} />
        </>
      ) : (
        <NotFoundPage title={t('complaints.detail.title')} text={t('complaints.detail.notFound')} />
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: ComplaintDetailScreen,
  loader: complaintDetailLoader,
  skeleton: <DetailSkeleton />,
};
