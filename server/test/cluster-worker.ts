/**
 * A stand-in server process for cluster.test.ts: reports its role, says it serves, and stops on
 * SIGTERM; with CLUSTER_TEST_EXIT it exits at once with that code instead (a misconfigured start).
 */
import { processRole, reportReady } from '../cluster';

process.once('SIGTERM', () => process.exit(0));
if (process.env.CLUSTER_TEST_EXIT) process.exit(Number(process.env.CLUSTER_TEST_EXIT));
process.send?.({ type: 'role', role: processRole() });
reportReady();
setInterval(() => undefined, 60_000);
