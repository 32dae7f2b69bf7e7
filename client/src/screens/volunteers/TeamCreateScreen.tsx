import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TeamCreateScreenQuery } from '../../__generated__/TeamCreateScreenQuery.graphql';
import type { TeamCreateScreenCreateMutation } from '../../__generated__/TeamCreateScreenCreateMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { placeErrors } from './formErrors';
import { TEAM_FIELDS, TeamForm } from './TeamForm';

// /team-created (?kind=group)

const createQuery = graphql`
  query TeamCreateScreenQuery {
    volunteerFormChoices {
      ...TeamForm_choices
    }
    site {
      regions {
        code
        name
      }
    }
    viewer {
      user {
        isVolunteer
      }
    }
    inputLimits {
      teamNameMaxLength
      teamIntroMaxLength
    }
  }
`;

const createMutation = graphql`
  mutation TeamCreateScreenCreateMutation($input: CreateVolunteerTeamInput!) {
    createVolunteerTeam(input: $input) {
      team {
        id
        upstreamId
        detailPath
        status
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function teamCreateLoader({ request }: { request: Request }): PreloadedQuery<TeamCreateScreenQuery> {
  return preloadSignedIn<TeamCreateScreenQuery>(request, createQuery, {});
}

/** /team-created (`?kind=group` for a community group): a new team, which waits for the platform's audit; the creator is its founder. */
export function TeamCreateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const group = search.get('kind') === 'group';
  const data = useRouteQuery<TeamCreateScreenQuery>(createQuery);
  const [commit, pending] = useGraphMutation<TeamCreateScreenCreateMutation>(createMutation);
  const title = group ? t('volunteers.team.createGroup') : t('volunteers.team.create');
  if (!group && !data.viewer.user?.isVolunteer) {
    return (
      <div className="vol-page">
        <PageHeader title={title} />
        <EmptyState text={t('volunteers.team.volunteersOnly')} />
      </div>
    );
  }
  return (
    <div className="vol-page" data-testid="team-create">
      <PageHeader title={title} />
      <TeamForm
        choices={data.volunteerFormChoices}
        initial={{ name: '', regionCode: '', serviceType: [], intro: '' }}
        regions={data.site.regions ?? []}
        limits={data.inputLimits}
        busy={pending}
        submitLabel={t('volunteers.team.form.submit')}
        onSubmit={async (v, setErrors) => {
          const payload = await commit({
            variables: {
              input: {
                kind: group ? 'COMMUNITY_GROUP' : 'TEAM',
                name: v.name,
                logo: v.logo[0]?.id ?? null,
                regionCode: v.regionCode,
                serviceType: v.serviceType[0]!,
                intro: v.intro,
              },
            },
          });
          if (!payload) return;
          if (placeErrors(payload.errors, TEAM_FIELDS, setErrors) && payload.team) {
            showToast({ message: t('volunteers.team.form.created'), type: 'success' });
            navigate(payload.team.detailPath, { replace: true });
          }
        }}
      />
    </div>
  );
}
