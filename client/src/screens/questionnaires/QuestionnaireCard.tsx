import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import type { QuestionnaireCard_questionnaire$key } from '../../__generated__/QuestionnaireCard_questionnaire.graphql';
import { Img } from '../../widgets/Img';
import { formatDate } from '../../widgets/format';

/** A questionnaire in a list: cover, title, status (or "answered"), window, figures. */
export function QuestionnaireCard({ questionnaire }: { questionnaire: QuestionnaireCard_questionnaire$key }) {
  const { t, i18n } = useTranslation();
  const q = useFragment(
    graphql`
      fragment QuestionnaireCard_questionnaire on Questionnaire {
        upstreamId
        title
        summary
        status
        endsAt
        questionCount
        answerCount
        viewerHasAnswered
        cover {
          url(size: SMALL)
        }
      }
    `,
    questionnaire,
  );
  const status = q.status === 'ONGOING' || q.status === 'ENDED' ? q.status : 'NOT_STARTED';
  return (
    <Link className="naire-card" to={`/question-info/${q.upstreamId}`} data-testid="questionnaire-card" data-status={status}>
      <Img src={q.cover?.url} alt="" className="naire-card__img" />
      <span className="naire-card__body">
        <span className="naire-card__title">{q.title}</span>
        {q.summary && <span className="naire-card__summary">{q.summary}</span>}
        <span className="naire-card__meta">
          {t('questionnaires.questions', { count: q.questionCount })} · {t('questionnaires.answers', { count: q.answerCount })}
          {q.endsAt && status !== 'ENDED' ? ` · ${t('questionnaires.until', { date: formatDate(q.endsAt, i18n.language) })}` : ''}
        </span>
      </span>
      {q.viewerHasAnswered ? (
        <span className="naire-badge naire-badge--answered" data-testid="questionnaire-answered">
          <CircleCheck aria-hidden size={13} /> {t('questionnaires.answered')}
        </span>
      ) : (
        <span className={`naire-badge naire-badge--${status.toLowerCase()}`}>{t(`questionnaires.status.${status}`)}</span>
      )}
    </Link>
  );
}
