import type { ContractRequest } from '../../api';
import type { RouteId } from '../../app/routes';

/**
 * The screen of each contract request (SPEC §2: getSalaryContract, getDevidendContract, getHourContract);
 * its path and title come from its route record.
 */
export const CONTRACT_ROUTE: Record<ContractRequest, RouteId> = {
  dailysalreqtype: 'salaryContract',
  divtypecompperiodreq: 'dividendContract',
  contracthoursalreq: 'hourContract',
};
