import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HeritageMediaShelf_media$key } from '../../__generated__/HeritageMediaShelf_media.graphql';
import { Img } from '../../widgets/Img';
import { clock } from '../../widgets/clock';

/** A project's or an inheritor's videos and audio as a sideways shelf; a tap plays one on its page. */
export function HeritageMediaShelf({ media, testId }: { media: HeritageMediaShelf_media$key; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = useFragment(
    graphql`
      fragment HeritageMediaShelf_media on HeritageMedia @relay(plural: true) {
        id
        upstreamId
        kind
        title
        durationSeconds
        cover {
          url(size: COVER)
          alt
        }
      }
    `,
    media,
  );
  if (items.length === 0) return null;
  return (
    <section className="detail__card" data-testid={testId}>
      <h2 className="detail__h2">{t('heritage.mediaOf')}</h2>
      <div className="heritage-shelf">
        {items.map((m) => (
          <button
            key={m.id}
            type="button"
            className="heritage-shelf__item"
            onClick={() => navigate(`/intangible-${m.kind === 'AUDIO' ? 'audio' : 'video'}/${encodeURIComponent(m.upstreamId)}`)}
          >
            <span className="heritage-media__poster">
              <Img src={m.cover?.url} alt="" className="heritage-shelf__img" />
              {m.durationSeconds != null && <span className="heritage-media__time">{clock(m.durationSeconds)}</span>}
            </span>
            <span className="heritage-shelf__name">{m.title}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
