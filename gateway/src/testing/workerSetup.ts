// Setup file of the gateway's vitest project (vitest.config.ts), run before each test file: a file-level hook that
// asks for the worker-scoped fixture stopping the worker's workerd when the worker ends (./workerPlatform.ts).
import { withWorkerPlatformCleanup } from './workerPlatform';

withWorkerPlatformCleanup.beforeAll(({ workerPlatformCleanup }) => {
  if (!workerPlatformCleanup) throw new Error("the cleanup of the worker's local workerd was not set up");
});
