import { vi } from 'vitest';
import type { ReportCalls } from '../api/reportCalls';

/** The reports' calls as fakeOpsApi answers them by default: a test gives each its answer. */
export function fakeReportCalls(): ReportCalls {
  return {
    report: vi.fn(async () => {
      throw new Error('report: give the test its report');
    }) as ReportCalls['report'],
    reportCsv: vi.fn(async () => new Blob(['Day\r\n'], { type: 'text/csv' })),
  };
}
