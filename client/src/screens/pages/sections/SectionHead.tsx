import { useContentLang } from '../../../shell/SiteContext';

/** A section's heading as the operator wrote it (the site's content language); nothing when it has none. */
export function SectionHead({ title }: { title: string | null | undefined }) {
  const contentLang = useContentLang();
  if (!title) return null;
  return (
    <div className="section-title">
      <h2 className="section-title__text" lang={contentLang}>
        {title}
      </h2>
    </div>
  );
}
