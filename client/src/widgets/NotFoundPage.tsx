import { PageHeader } from './PageHeader';
import { EmptyState, type StateIcon } from '../shell/StateViews';

/** A page whose subject is not there (or not the user's): the page's header over the empty state. */
export function NotFoundPage({ title, text, icon = 'search' }: { title: string; text: string; icon?: StateIcon }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState text={text} icon={icon} />
    </>
  );
}
