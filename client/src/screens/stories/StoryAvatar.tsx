import { UserRound } from 'lucide-react';

/** An author's face, or a neutral figure when there is none. */
export function StoryAvatar({ url, large = false }: { url: string | null; large?: boolean }) {
  return (
    <span className={large ? 'story-avatar story-avatar--large' : 'story-avatar'} aria-hidden>
      {url ? <img src={url} alt="" loading="lazy" /> : <UserRound size={large ? 22 : 14} />}
    </span>
  );
}
