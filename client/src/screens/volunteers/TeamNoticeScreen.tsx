import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import type { TeamNoticeScreenQuery } from '../../__generated__/TeamNoticeScreenQuery.graphql';
import type { TeamNoticeScreenNoticeMutation } from '../../__generated__/TeamNoticeScreenNoticeMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { placeErrors } from './formErrors';
import { Field } from './ui';

// /team-notice/:id

const noticeQuery = graphql`
  query TeamNoticeScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        name
        detailPath
        viewerCan {
          postNotice
        }
      }
    }
    inputLimits {
      noticeTitleMaxLength
      noticeContentMaxLength
    }
  }
`;

const noticeMutation = graphql`
  mutation TeamNoticeScreenNoticeMutation($input: PostTeamNoticeInput!) {
    postTeamNotice(input: $input) {
      sentCount
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function teamNoticeLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<TeamNoticeScreenQuery> {
  return preloadSignedIn<TeamNoticeScreenQuery>(request, noticeQuery, { id: params.id ?? '' });
}

/** /team-notice/:id: a notice to every member (schedule notices; managers and the founder). */
export function TeamNoticeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const data = useRouteQuery<TeamNoticeScreenQuery>(noticeQuery);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, pending] = useGraphMutation<TeamNoticeScreenNoticeMutation>(noticeMutation);
  const team = data.node;
  if (team?.__typename !== 'VolunteerTeam')
    return <NotFoundPage title={t('volunteers.team.notice')} text={t('volunteers.team.notFound')} />;
  if (!team.viewerCan.postNotice)
    return <NotFoundPage title={t('volunteers.team.notice')} text={t('volunteers.team.managersOnly')} icon="warning" />;
  return (
    <div className="vol-page" data-testid="team-notice" data-team={id}>
      <PageHeader title={t('volunteers.team.notice')} />
      <form
        className="vol-card vol-form"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const payload = await commit({ variables: { input: { teamId: team.id, title, content } } });
          if (payload && placeErrors(payload.errors, ['title', 'content'], setErrors)) {
            showToast({ message: t('volunteers.team.noticeSent', { count: payload.sentCount ?? 0 }), type: 'success' });
            navigate(team.detailPath, { replace: true });
          }
        }}
      >
        <Field
          label={t('volunteers.team.noticeTitle')}
          error={errors.title}
          render={(p) => (
            <input
              {...p}
              className="vol-input"
              value={title}
              maxLength={data.inputLimits.noticeTitleMaxLength}
              onChange={(e) => setTitle(e.target.value)}
            />
          )}
        />
        <Field
          label={t('volunteers.team.noticeContent')}
          error={errors.content}
          render={(p) => (
            <textarea
              {...p}
              className="vol-textarea"
              value={content}
              maxLength={data.inputLimits.noticeContentMaxLength}
              onChange={(e) => setContent(e.target.value)}
            />
          )}
        />
        <button type="submit" className="vol-btn vol-btn--primary vol-btn--block" disabled={pending}>
          <Send aria-hidden size={18} />
          {t('volunteers.team.noticeSend')}
        </button>
      </form>
    </div>
  );
}
