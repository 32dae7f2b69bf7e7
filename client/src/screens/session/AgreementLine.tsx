import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AGREEMENT_PATHS } from '../agreements';

const REGISTRATION = '\u0001registration\u0001';
const PRIVACY = '\u0001privacy\u0001';

/**
 * The sign-in and registration pages' agreement line: the text of `textKey` (with
 * `{{registration}}` and `{{privacy}}` where the language puts them), those two words linking to
 * the registration agreement and the privacy policy.
 */
export function AgreementLine({ textKey }: { textKey: 'session.agreementLine' | 'session.register.agreementLine' }) {
  const { t } = useTranslation();
  const parts = t(textKey, { registration: REGISTRATION, privacy: PRIVACY, interpolation: { escapeValue: false } }).split(
    new RegExp(`(${REGISTRATION}|${PRIVACY})`),
  );
  return (
    <p className="login-form__agreement" data-testid="agreement-line">
      {parts.map((part, i) =>
        part === REGISTRATION ? (
          <Link key={i} to={AGREEMENT_PATHS.REGISTRATION} data-testid="link-registration-agreement">
            {t('session.registrationAgreement')}
          </Link>
        ) : part === PRIVACY ? (
          <Link key={i} to={AGREEMENT_PATHS.PRIVACY} data-testid="link-privacy-agreement">
            {t('session.privacyAgreement')}
          </Link>
        ) : (
          part
        ),
      )}
    </p>
  );
}
