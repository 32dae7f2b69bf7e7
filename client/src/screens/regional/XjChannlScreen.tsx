import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { XjChannlScreenQuery } from '../../__generated__/XjChannlScreenQuery.graphql';
import type { XjChannlScreen_articles$key } from '../../__generated__/XjChannlScreen_articles.graphql';
import type { XjChannlScreen_article$key } from '../../__generated__/XjChannlScreen_article.graphql';
import type { XjChannlPaginationQuery } from '../../__generated__/XjChannlPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { Content, Heading } from '../../widgets/Content';
import { formatDate } from '../../widgets/format';
import { Img } from '../../widgets/Img';
import { FilterTabs } from '../../widgets/LinkTabs';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton } from '../../widgets/Skeleton';
import './regional.css';

const query = graphql`
  query XjChannlScreenQuery($code: String!, $hasCode: Boolean!) {
    regional {
      channels {
        code
        name
      }
      channel(code: $code) @include(if: $hasCode) {
        errors {
          code
          message
        }
      }
    }
    ...XjChannlScreen_articles @arguments(code: $code) @include(if: $hasCode) @alias(as: "articles")
  }
`;

/** `?channel=` of the address; without one the screen opens the site's first channel. */
const channelParam = (search: URLSearchParams) => search.get('channel') ?? '';

function channlLoader({ request }: { request: Request }): PreloadedQuery<XjChannlScreenQuery> {
  const code = channelParam(prepareRequest(request));
  return preload<XjChannlScreenQuery>(query, { code, hasCode: code !== '' }, { fresh: !isBackForward() });
}

function Article({ article }: { article: XjChannlScreen_article$key }) {
  const { i18n } = useTranslation();
  const a = useFragment(
    graphql`
      fragment XjChannlScreen_article on RegionalArticle {
        title
        summary
        publishedAt
        cover {
          url(size: NEWS_THUMBNAIL)
        }
      }
    `,
    article,
  );
  return (
    <article className="xj-article" data-testid="xj-article">
      <div className="xj-article__body">
        <Heading className="xj-card__title">
          <Content>{a.title}</Content>
        </Heading>
        {a.summary && (
          <Content as="p" className="xj-card__text">
            {a.summary}
          </Content>
        )}
        {a.publishedAt && <time className="xj-card__meta">{formatDate(a.publishedAt, i18n.language)}</time>}
      </div>
      <Img src={a.cover?.url} alt="" className="xj-article__img" />
    </article>
  );
}

function Articles({ list }: { list: XjChannlScreen_articles$key }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<XjChannlPaginationQuery, XjChannlScreen_articles$key>(
    graphql`
      fragment XjChannlScreen_articles on Query
      @refetchable(queryName: "XjChannlPaginationQuery")
      @argumentDefinitions(code: { type: "String!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        regional {
          channel(code: $code) {
            channel {
              articles(first: $count, after: $cursor) @connection(key: "XjChannlScreen_articles") {
                totalCount
                edges {
                  node {
                    id
                    ...XjChannlScreen_article
                  }
                }
              }
            }
          }
        }
      }
    `,
    list,
  );
  const channel = data.regional.channel.channel;
  if (!channel) return null;
  return (
    <PagedList
      connection={channel.articles}
      paging={paging}
      failedTestId="xj-articles-failed"
      empty={<EmptyState text={t('regional.emptyArticles')} />}
      className="xj-list"
      testId="xj-articles"
    >
      {(node) => <Article article={node} />}
    </PagedList>
  );
}

/** /xj-channl: the edition's channels as tabs (`?channel=`), the chosen one's articles newest first. */
export function XjChannlScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const data = useRouteQuery<XjChannlScreenQuery>(query);
  const code = channelParam(search);
  const channels = data.regional.channels ?? null;
  const first = channels?.[0];
  if (code === '' && first) return <Navigate to={`/xj-channl?channel=${encodeURIComponent(first.code)}`} replace />;
  const refused = data.regional.channel?.errors[0];
  const names = new Map(channels?.map((c) => [c.code, c.name]));
  return (
    <div className="xj-page" data-testid="xj-channl">
      <PageHeader title={t('regional.pages.channels')} />
      {channels === null ? (
        <PartFailed testId="xj-channels-failed" />
      ) : channels.length === 0 ? (
        <EmptyState text={t('regional.emptyChannels')} />
      ) : (
        <>
          <FilterTabs
            values={channels.map((c) => c.code)}
            current={code}
            hrefOf={(v) => `/xj-channl?channel=${encodeURIComponent(v ?? '')}`}
            labelOf={(v) => names.get(v) ?? v}
            className="tabs xj-tabs"
            testId="xj-channels"
          />
          {refused ? <EmptyState text={refused.message} icon="warning" /> : data.articles && <Articles list={data.articles} />}
        </>
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: XjChannlScreen,
  loader: channlLoader,
  skeleton: <ListSkeleton header tabs={3} />,
};
