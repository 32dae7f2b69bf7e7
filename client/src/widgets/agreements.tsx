import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './agreements.css';

/** The page of each of the site's agreements: the one place its address is written. */
export const AGREEMENT_PATHS = {
  REGISTRATION: '/registration-agreement',
  PRIVACY: '/privacy-agreement',
  PUBLISHING: '/publishing-agreement',
} as const;

export interface SentenceLink {
  to: string;
  label: string;
  testId: string;
}

/**
 * A sentence of the shown language whose `{{name}}` placeholders (`template` is the text as
 * i18next answers it with each placeholder kept) become links: `links[name]`, in the language's
 * word order.
 */
export function LinkedSentence({
  template,
  links,
  className,
  testId,
}: {
  template: string;
  links: Record<string, SentenceLink>;
  className: string;
  testId?: string;
}) {
  const parts = template.split(/\{\{(\w+)\}\}/);
  return (
    <p className={className} data-testid={testId}>
      {parts.map((part, i) => {
        // odd parts are the placeholders' names (split keeps the captured group)
        const link = i % 2 === 1 ? links[part] : undefined;
        return link ? (
          <Link key={link.testId} to={link.to} data-testid={link.testId}>
            {link.label}
          </Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        );
      })}
    </p>
  );
}

/** "By posting you accept the Publishing Agreement", under every form that publishes (comments, stories). */
export function PublishingAgreementLine() {
  const { t } = useTranslation();
  return (
    <LinkedSentence
      className="publishing-agreement"
      testId="publishing-agreement-line"
      template={t('publishing.line', { agreement: '{{agreement}}', interpolation: { escapeValue: false } })}
      links={{ agreement: { to: AGREEMENT_PATHS.PUBLISHING, label: t('publishing.agreement'), testId: 'link-publishing-agreement' } }}
    />
  );
}
