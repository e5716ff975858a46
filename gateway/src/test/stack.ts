// The usual setup of a gateway test file: a real cognito-local, the real API (in-process, its
// own HTTP port) and a gateway in front of it, started once per file and closed after it.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startTestApi, type TestApi } from "./api";
import {
  startTestGateway,
  startTestIdentity,
  testEnv,
  type TestGateway,
  type TestIdentity,
} from "./harness";

export type TestStack = { identity: TestIdentity; api: TestApi; gateway: TestGateway };

/**
 * Registers the hooks and returns the stack, whose fields are set once the file's first
 * `beforeAll` ran (hooks run in the order they were registered, so call this first). The API's
 * request log is emptied before each test, so a test counts only its own REST calls.
 */
export function useTestStack(): TestStack {
  const stack = {} as TestStack;
  beforeAll(async () => {
    stack.identity = await startTestIdentity();
    stack.api = await startTestApi(stack.identity);
    stack.gateway = await startTestGateway(testEnv(stack.identity, stack.api.url));
  });
  afterAll(async () => {
    await stack.gateway?.close();
    await stack.api?.close();
    await stack.identity?.close();
  });
  beforeEach(() => {
    stack.api.requests.length = 0;
  });
  return stack;
}
