/**
 * Where the live message centre plugs into the app's frame (appRoutes.tsx hands these to the
 * shell): after the first render, and only for a signed-in visitor, its chunk (live.tsx) loads;
 * the home's first JavaScript carries only these few lines. A chunk that fails to load shows nothing.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useSession } from '../../session/session';

type Part = 'badge' | 'subscription';
const Live = lazy<ComponentType<{ part: Part }>>(() => import('./live').catch(() => ({ default: () => null })));

function WhenSignedIn({ part }: { part: Part }) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  const session = useSession();
  return rendered && session ? (
    <Suspense fallback={null}>
      <Live key={session.phone} part={part} />
    </Suspense>
  ) : null;
}

/** The unread badge of the personal centre's tab. */
export const MessageBadgeSlot = () => <WhenSignedIn part="badge" />;

/** The signed-in visitor's message subscription, which keeps the badge and the lists current. */
export const LiveMessagesSlot = () => <WhenSignedIn part="subscription" />;
