import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import type { TeamApplyScreenQuery } from '../../__generated__/TeamApplyScreenQuery.graphql';
import type { TeamApplyScreenApplyMutation } from '../../__generated__/TeamApplyScreenApplyMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { placeErrors } from './formErrors';
import { Field } from './ui';

// /team-apply/:id

const applyQuery = graphql`
  query TeamApplyScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        name
        kind
        detailPath
        viewerRole
        viewerCan {
          applyToJoin
        }
      }
    }
    inputLimits {
      volunteerReasonMaxLength
    }
  }
`;

const applyMutation = graphql`
  mutation TeamApplyScreenApplyMutation($input: ApplyToJoinTeamInput!) {
    applyToJoinTeam(input: $input) {
      team {
        id
        viewerRole
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function teamApplyLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<TeamApplyScreenQuery> {
  return preloadSignedIn<TeamApplyScreenQuery>(request, applyQuery, { id: params.id ?? '' });
}

/** /team-apply/:id: asking to join a team (a manager decides). */
export function TeamApplyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<TeamApplyScreenQuery>(applyQuery);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, pending] = useGraphMutation<TeamApplyScreenApplyMutation>(applyMutation);
  const team = data.node;
  if (team?.__typename !== 'VolunteerTeam') return <NotFoundPage title={t('volunteers.team.join')} text={t('volunteers.team.notFound')} />;
  if (team.viewerRole !== 'NONE') return <Navigate to={team.detailPath} replace />;
  return (
    <div className="vol-page" data-testid="team-apply">
      <PageHeader title={t('volunteers.team.applyTitle', { name: team.name })} />
      <form
        className="vol-card vol-form"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const payload = await commit({ variables: { input: { teamId: team.id, reason } } });
          if (payload && placeErrors(payload.errors, ['reason'], setErrors)) {
            showToast({ message: t('volunteers.team.appliedToast'), type: 'success' });
            navigate(team.detailPath, { replace: true });
          }
        }}
      >
        <Field
          label={t('volunteers.team.reason')}
          error={errors.reason}
          hint={t('volunteers.form.optionalMax', { max: data.inputLimits.volunteerReasonMaxLength })}
          testId="join-reason"
          render={(p) => (
            <textarea
              {...p}
              className="vol-textarea"
              value={reason}
              maxLength={data.inputLimits.volunteerReasonMaxLength}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        />
        <button type="submit" className="vol-btn vol-btn--primary vol-btn--block" disabled={pending} data-testid="join-submit">
          <Send aria-hidden size={18} />
          {t('volunteers.team.applySubmit')}
        </button>
      </form>
    </div>
  );
}
