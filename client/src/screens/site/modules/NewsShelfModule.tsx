import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { NewsShelfModule_module$key } from '../../../__generated__/NewsShelfModule_module.graphql';
import { NewsCard } from '../../../widgets/NewsCard';
import type { HomeVariant } from './homeVariant';
import { SectionTitle } from './SectionTitle';
import { HeadingLevel } from '../../../widgets/Content';
import { PartFailed } from '../../../shell/StateViews';

/** The latest articles of a channel. */
export function NewsShelfModule({ module, variant }: { module: NewsShelfModule_module$key; variant: HomeVariant }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment NewsShelfModule_module on NewsShelfModule {
        title
        morePath
        channel {
          name
        }
        articles {
          id
          ...NewsCard_article
        }
      }
    `,
    module,
  );
  if (!data.articles) return <PartFailed testId="news-shelf-failed" />;
  if (data.articles.length === 0) return null;
  return (
    <section className={`news-shelf news-shelf--${variant}`} data-testid="news-shelf">
      <SectionTitle
        title={data.title ?? data.channel?.name ?? t('news.title')}
        fromSite={!!(data.title ?? data.channel?.name)}
        morePath={data.morePath}
      />
      <HeadingLevel below={2}>
        <div className="card-list">
          {data.articles.map((a) => (
            <NewsCard key={a.id} article={a} />
          ))}
        </div>
      </HeadingLevel>
    </section>
  );
}
