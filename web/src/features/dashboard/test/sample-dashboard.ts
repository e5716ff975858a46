import { matterStatusLabels } from "@cfx/domain/enumerations";
import type { DashboardPage_DashboardFragment } from "@/gql/graphql";

// A dashboard answer for the unit tests: my work in two projects, and a manager's figures.
export const sampleDashboard: DashboardPage_DashboardFragment = {
  today: "2026-11-26",
  weekStart: "2026-11-23",
  weekEnd: "2026-11-29",
  my: {
    visitsToday: 2,
    visitsThisWeek: 5,
    overdueMatters: [
      { projectId: "3", projectName: "大森光化", count: 4 },
      { projectId: "8", projectName: "蒲田光化", count: 1 },
    ],
    constructionsToday: 1,
    constructionsThisWeek: 6,
    since: "2026-11-20",
    openMatters: [{ projectId: "3", projectName: "大森光化", count: 9 }],
    waitingForDispatch: 4,
    teamCapacity: [
      {
        teamId: 1,
        teamName: "第1班",
        companyName: "光工業",
        capacity: 10,
        booked: 2,
        remaining: 8,
      },
    ],
    failedMeasurements: 3,
    lineCodesToRemove: 5,
  },
  manager: {
    since: "2026-11-20",
    mattersByProject: [
      {
        projectId: "3",
        projectName: "大森光化",
        byStatus: [
          { status: 1, label: matterStatusLabels[1], count: 10 },
          { status: 3, label: matterStatusLabels[3], count: 4 },
        ],
      },
      {
        projectId: "8",
        projectName: "蒲田光化",
        byStatus: [{ status: 9, label: matterStatusLabels[9], count: 2 }],
      },
    ],
    negotiationsByWeek: [
      { weekStart: "2026-11-16", weekEnd: "2026-11-22", agreed: 3, failed: 1 },
      { weekStart: "2026-11-23", weekEnd: "2026-11-29", agreed: 0, failed: 2 },
    ],
    teamCapacity: [
      {
        teamId: 1,
        teamName: "第1班",
        companyName: "光工業",
        capacity: 10,
        booked: 2,
        remaining: 8,
      },
      { teamId: 2, teamName: "第2班", companyName: "光工業", capacity: 6, booked: 6, remaining: 0 },
    ],
    failedMeasurements: 3,
    failedRuns: 1,
  },
};
