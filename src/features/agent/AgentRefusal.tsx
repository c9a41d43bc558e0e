import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toApiError, type ApiError } from '../../api';
import { PATHS } from '../../app/routes';

/** The agent entrance's refusals (SPEC §6), shown as the page's answer rather than a load failure to retry. */
const REFUSALS = new Set(['NON_AGENT', 'NON_MEMBER_ACCOUNT']);

/** The refusal of the agent entrance a failed load is, or null for any other failure (or none). */
export function agentRefusal(error: unknown): ApiError | null {
  if (error === null) return null;
  const refusal = toApiError(error);
  return REFUSALS.has(refusal.code) ? refusal : null;
}

/** An agent page's answer to a member who is not an agent ('Non-agents cannot log in') or a trial account. */
export function AgentRefusal({ refusal }: { refusal: ApiError }) {
  const { t } = useTranslation();
  return (
    <section className="page agent">
      <p className="agent__refused" role="alert">
        {t(refusal.i18nKey)}
      </p>
      <Link className="btn btn--ghost btn--block" to={PATHS.memberHome}>
        {t('titles.memberHome')}
      </Link>
    </section>
  );
}
