// The home page's figures through the gateway over real HTTP: the whole page in one GraphQL
// query and one REST call, the managers' figures for a manager only, statuses in Japanese.
import { describe, expect, it } from "vitest";
import { useTestStack } from "../test/stack";
import { createMatters, ok } from "../targets/test-fixtures";

const stack = useTestStack();

const QUERY = `query { dashboard { today weekStart weekEnd
  my { visitsToday visitsThisWeek overdueMatters { projectId projectName count } constructionsToday constructionsThisWeek }
  manager { since mattersByProject { projectId projectName byStatus { status label count } }
    negotiationsByWeek { weekStart weekEnd agreed failed }
    teamCapacity { teamId teamName companyName capacity booked remaining }
    failedMeasurements failedRuns } } }`;

type Dashboard = {
  today: string;
  weekStart: string;
  weekEnd: string;
  my: { visitsThisWeek: number; overdueMatters: unknown[] };
  manager: {
    mattersByProject: {
      projectId: string;
      byStatus: { status: number; label: string; count: number }[];
    }[];
    negotiationsByWeek: { weekStart: string }[];
  } | null;
};

describe("dashboard", () => {
  it("answers the whole home page in one REST call; the managers' figures for a manager", async () => {
    const admin = (await stack.identity.tokens("admin@example.jp")).idToken;
    const fixture = await createMatters(stack.gateway.url, admin, 2, { customerEvery: 1 });
    stack.api.requests.length = 0;
    const { dashboard } = await ok<{ dashboard: Dashboard }>(stack.gateway.url, admin, QUERY);
    expect(stack.api.requests).toEqual(["GET /api/v1/dashboard"]);
    expect(dashboard.weekStart <= dashboard.today && dashboard.today <= dashboard.weekEnd).toBe(
      true,
    );
    const project = dashboard.manager!.mattersByProject.find(
      (p) => p.projectId === fixture.projectId,
    );
    // The fixture's negotiations were instructed: its two matters are 交渉中.
    expect(project?.byStatus).toEqual([{ status: 2, label: "交渉中", count: 2 }]);
    expect(dashboard.manager!.negotiationsByWeek.at(-1)!.weekStart).toBe(dashboard.weekStart);

    const negotiator = (await stack.identity.tokens("negotiation@example.jp")).idToken;
    const theirs = await ok<{ dashboard: Dashboard }>(stack.gateway.url, negotiator, QUERY);
    expect(theirs.dashboard.manager).toBeNull();
    expect(theirs.dashboard.my.overdueMatters).toEqual([]);
  });
});
