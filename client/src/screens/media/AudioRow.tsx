import { useSyncExternalStore } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Pause } from 'lucide-react';
import { Play } from 'lucide-react';
import type { AudioRow_item$key } from '../../__generated__/AudioRow_item.graphql';
import { clock } from '../../widgets/clock';
import { audioState, playTrack, subscribeAudio } from '../../widgets/media/MiniPlayer';
import { Img } from '../../widgets/Img';

/** An audio piece with its play button: it plays in the app's player, which keeps playing on other screens. */
export function AudioRow({ item, returnPath }: { item: AudioRow_item$key; returnPath: string }) {
  const { t } = useTranslation();
  const a = useFragment(
    graphql`
      fragment AudioRow_item on ScenicAudio {
        id
        title
        description
        duration
        placeName
        cover {
          thumb: url(size: SMALL)
        }
        audio {
          url
        }
      }
    `,
    item,
  );
  const player = useSyncExternalStore(subscribeAudio, audioState);
  const current = player.track?.id === a.id;
  const playing = current && player.playing;
  return (
    <div className={current ? 'audio-row audio-row--current' : 'audio-row'} data-testid="audio-row">
      <Img src={a.cover?.thumb} alt="" className="audio-row__cover" />
      <div className="audio-row__text">
        <p className="audio-row__title">{a.title}</p>
        <p className="audio-row__meta">
          {current ? t('media.playing') : a.placeName}
          {a.duration ? ` · ${t('media.duration', { time: clock(a.duration) })}` : ''}
        </p>
      </div>
      <button
        type="button"
        className="audio-row__btn"
        aria-label={`${playing ? t('media.pause') : t('media.play')} ${a.title}`}
        aria-pressed={playing}
        data-testid="audio-play"
        onClick={() =>
          playTrack({
            id: a.id,
            title: a.title,
            url: a.audio.url,
            returnPath,
            labels: { play: t('media.play'), pause: t('media.pause'), close: t('media.close') },
          })
        }
      >
        {playing ? <Pause size={20} aria-hidden /> : <Play size={20} aria-hidden />}
      </button>
    </div>
  );
}
