import type { ContractStatus } from '../../../contracts/agent';
import { AppError } from '../../http/app-error';

/** The agent entrance's refusals (SPEC §6): stable codes (contracts/envelope.ts), the client shows its own texts. */
export const agentErrors = {
  /** A real member who is not an agent. */
  nonAgent: () => new AppError('NON_AGENT', 403, 'Non-agents cannot log in'),
  /** The contract was accepted or declined already: an agent answers an offer once. */
  contractDecided: (status: ContractStatus) =>
    new AppError('AGENT_CONTRACT_DECIDED', 409, 'This contract has already been answered', { status }),
};
