import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Clock, MessageSquareReply } from 'lucide-react';
import type { FeedbackDescScreenQuery } from '../../__generated__/FeedbackDescScreenQuery.graphql';
import type { FeedbackDescScreen_feedback$key } from '../../__generated__/FeedbackDescScreen_feedback.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { formatDate } from '../../widgets/format';
import type { ScreenModule } from '../../shell/lazyScreen';
import './feedback.css';

const query = graphql`
  query FeedbackDescScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Feedback", upstreamId: $id) {
      ...FeedbackDescScreen_feedback @alias(as: "feedback")
    }
  }
`;

/** /feedback-desc/:id (login required): one of the user's feedback and the platform's answer. */
export function feedbackDescLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<FeedbackDescScreenQuery> {
  return preloadSignedIn<FeedbackDescScreenQuery>(request, query, { id: params.id ?? '' });
}

function Detail({ feedback }: { feedback: FeedbackDescScreen_feedback$key }) {
  const { t, i18n } = useTranslation();
  const f = useFragment(
    graphql`
      fragment FeedbackDescScreen_feedback on Feedback {
        content
        contact
        status
        submittedAt
        category {
          name
        }
        pictures {
          url
          thumb: url(size: THUMBNAIL)
        }
        answer {
          text
          answeredBy
          answeredAt
        }
      }
    `,
    feedback,
  );
  const date = (iso: string | null | undefined) => (iso ? formatDate(iso, i18n.language, true) : '');
  const answered = f.status === 'ANSWERED';
  return (
    <div className="feedback-desc">
      <section className="feedback-card" data-testid="feedback-detail">
        <div className="feedback-item__head">
          <span className="feedback-item__category">{f.category?.name}</span>
          <span className={answered ? 'feedback-status feedback-status--answered' : 'feedback-status'} data-testid="feedback-status">
            {t(`feedback.status.${answered ? 'ANSWERED' : 'AWAITING_ANSWER'}`)}
          </span>
        </div>
        <p className="feedback-card__content" data-testid="feedback-content">
          {f.content}
        </p>
        {f.pictures.length > 0 && (
          <ul className="feedback-pictures" aria-label={t('feedback.pictures')} data-testid="feedback-pictures">
            {f.pictures.map((p, i) => (
              <li key={`${p.url}-${i}`}>
                <a href={p.url} target="_blank" rel="noreferrer">
                  <img src={p.thumb} alt={t('feedback.picture', { n: i + 1 })} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
        <dl className="feedback-card__meta">
          {f.contact && (
            <>
              <dt>{t('feedback.contact')}</dt>
              <dd>{f.contact}</dd>
            </>
          )}
          <dt>{t('feedback.submittedAt')}</dt>
          <dd>{date(f.submittedAt)}</dd>
        </dl>
      </section>
      <section className="feedback-card feedback-answer" aria-live="polite" data-testid="feedback-answer">
        <h2 className="feedback-answer__title">
          <MessageSquareReply aria-hidden size={18} /> {t('feedback.answer')}
        </h2>
        {f.answer ? (
          <>
            <p className="feedback-answer__text" data-testid="feedback-answer-text">
              {f.answer.text}
            </p>
            <p className="feedback-answer__meta">{[f.answer.answeredBy, date(f.answer.answeredAt)].filter(Boolean).join(' · ')}</p>
          </>
        ) : (
          <p className="feedback-answer__waiting" data-testid="feedback-no-answer">
            <Clock aria-hidden size={16} /> {t('feedback.noAnswer')}
          </p>
        )}
      </section>
    </div>
  );
}

export function FeedbackDescScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<FeedbackDescScreenQuery>(query);
  return (
    <div data-testid="feedback-desc-page">
      {data.node?.feedback ? (
        <>
          <PageHeader title={t('feedback.descTitle')} />
          <Detail feedback={data.node.feedback} />
        </>
      ) : (
        <NotFoundPage title={t('feedback.descTitle')} text={t('feedback.notFound')} />
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: FeedbackDescScreen,
  loader: feedbackDescLoader,
  skeleton: <DetailSkeleton picture={false} cards={2} />,
};
