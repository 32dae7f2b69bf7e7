import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TeamEditScreenQuery } from '../../__generated__/TeamEditScreenQuery.graphql';
import type { TeamEditScreenUpdateMutation } from '../../__generated__/TeamEditScreenUpdateMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { placeErrors } from './formErrors';
import { TEAM_FIELDS, TeamForm } from './TeamForm';

// /team-data/:id
const editQuery = graphql`
  query TeamEditScreenQuery($id: ID!) {
    volunteerFormChoices {
      ...TeamForm_choices
    }
    site {
      regions {
        code
        name
      }
    }
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        upstreamId
        name
        regionCode
        serviceType
        intro
        viewerCan {
          editTeam
        }
        logo {
          url(size: SMALL)
          alt
        }
      }
    }
    inputLimits {
      teamNameMaxLength
      teamIntroMaxLength
    }
  }
`;

const updateMutation = graphql`
  mutation TeamEditScreenUpdateMutation($input: UpdateVolunteerTeamInput!) {
    updateVolunteerTeam(input: $input) {
      team {
        id
        name
        intro
        regionCode
        regionName
        serviceType
        detailPath
        logo {
          url(size: SMALL)
          alt
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function teamEditLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<TeamEditScreenQuery> {
  return preloadSignedIn<TeamEditScreenQuery>(request, editQuery, { id: params.id ?? '' });
}

/** /team-data/:id: a team's data, edited by its managers and founder. */
export function TeamEditScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<TeamEditScreenQuery>(editQuery);
  const [commit, pending] = useGraphMutation<TeamEditScreenUpdateMutation>(updateMutation);
  const team = data.node;
  if (team?.__typename !== 'VolunteerTeam') return <NotFoundPage title={t('volunteers.team.edit')} text={t('volunteers.team.notFound')} />;
  if (!team.viewerCan.editTeam)
    return <NotFoundPage title={t('volunteers.team.edit')} text={t('volunteers.team.managersOnly')} icon="warning" />;
  return (
    <div className="vol-page" data-testid="team-edit">
      <PageHeader title={t('volunteers.team.edit')} />
      <TeamForm
        choices={data.volunteerFormChoices}
        initial={{
          name: team.name,
          regionCode: team.regionCode ?? '',
          serviceType: team.serviceType && team.serviceType !== '%future added value' ? [team.serviceType] : [],
          intro: team.intro ?? '',
        }}
        regions={data.site.regions ?? []}
        limits={data.inputLimits}
        existingLogo={team.logo?.url}
        busy={pending}
        submitLabel={t('volunteers.save')}
        onSubmit={async (v, setErrors) => {
          const payload = await commit({
            variables: {
              input: {
                teamId: team.id,
                name: v.name,
                logo: v.logo[0]?.id ?? null,
                regionCode: v.regionCode,
                serviceType: v.serviceType[0] ?? null,
                intro: v.intro,
              },
            },
          });
          if (!payload) return;
          if (placeErrors(payload.errors, TEAM_FIELDS, setErrors) && payload.team) {
            showToast({ message: t('volunteers.saved'), type: 'success' });
            navigate(payload.team.detailPath, { replace: true });
          }
        }}
      />
    </div>
  );
}
