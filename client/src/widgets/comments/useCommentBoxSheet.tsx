import { Suspense, useState, type ReactNode } from 'react';
import { requireLogin } from '../../session/loginGate';
import { Spinner } from '../../shell/StateViews';
import { CommentBox } from './CommentBox';

/**
 * The comment box of a page's footer bar: `open` passes the login gate first; `sheet` is the box
 * while it is open (a loading sheet while its emoticons and tags load), else null.
 */
export function useCommentBoxSheet(resourceId: string, withRating: boolean): { open(): void; sheet: ReactNode } {
  const [isOpen, setOpen] = useState(false);
  const open = () => {
    void requireLogin().then((ok) => {
      if (ok) setOpen(true);
    });
  };
  const sheet = isOpen ? (
    <Suspense
      fallback={
        <div className="overlay overlay--sheet" role="presentation">
          <div className="sheet sheet--loading">
            <Spinner />
          </div>
        </div>
      }
    >
      <CommentBox resourceId={resourceId} withRating={withRating} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { open, sheet };
}
