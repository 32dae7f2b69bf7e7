import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Player } from './Player';
import { playableSource } from './playableSource';
import './media.css';

/**
 * /video-player?src=&title=&poster=: a video a link names by its address (a banner, an article),
 * played as a short video is. An address the page may not play shows the missing video's page.
 */
export function VideoPlayerScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const src = playableSource(params.get('src'));
  const title = params.get('title') || t('media.shortVideo');
  if (!src) return <NotFoundPage title={t('media.shortVideo')} text={t('media.videoNotFound')} />;
  return (
    <>
      <PageHeader title={title} />
      <div className="video-player-page" data-testid="video-player-page">
        <Player src={src} poster={playableSource(params.get('poster'))} title={title} />
      </div>
    </>
  );
}
