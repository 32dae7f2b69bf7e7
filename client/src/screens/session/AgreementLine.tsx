import { useTranslation } from 'react-i18next';
import { AGREEMENT_PATHS, LinkedSentence } from '../../widgets/agreements';

/**
 * The sign-in and registration pages' agreement line: the text of `textKey`, its
 * `{{registration}}` and `{{privacy}}` linking to the registration agreement and the privacy policy.
 */
export function AgreementLine({ textKey }: { textKey: 'session.agreementLine' | 'session.register.agreementLine' }) {
  const { t } = useTranslation();
  return (
    <LinkedSentence
      className="login-form__agreement"
      testId="agreement-line"
      template={t(textKey, { registration: '{{registration}}', privacy: '{{privacy}}', interpolation: { escapeValue: false } })}
      links={{
        registration: {
          to: AGREEMENT_PATHS.REGISTRATION,
          label: t('session.registrationAgreement'),
          testId: 'link-registration-agreement',
        },
        privacy: { to: AGREEMENT_PATHS.PRIVACY, label: t('session.privacyAgreement'), testId: 'link-privacy-agreement' },
      }}
    />
  );
}
