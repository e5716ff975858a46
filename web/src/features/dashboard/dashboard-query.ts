import { graphql } from "../../gql";

// The whole page in one request (issue #19: one aggregate query, not one per widget). `manager`
// is null for anyone without マスタ管理; the page shows that section only when it came. One
// selection for the query and for the live subscription (issue #40).
export const DashboardPage_DashboardFragment = graphql(`
  fragment DashboardPage_Dashboard on Dashboard {
    today
    weekStart
    weekEnd
    my {
      visitsToday
      visitsThisWeek
      overdueMatters {
        projectId
        projectName
        count
      }
      constructionsToday
      constructionsThisWeek
      since
      openMatters {
        projectId
        projectName
        count
      }
      waitingForDispatch
      teamCapacity {
        teamId
        teamName
        companyName
        capacity
        booked
        remaining
      }
      failedMeasurements
      lineCodesToRemove
    }
    manager {
      since
      mattersByProject {
        projectId
        projectName
        byStatus {
          status
          label
          count
        }
      }
      negotiationsByWeek {
        weekStart
        weekEnd
        agreed
        failed
      }
      teamCapacity {
        teamId
        teamName
        companyName
        capacity
        booked
        remaining
      }
      failedMeasurements
      failedRuns
    }
  }
`);

export const DashboardPageQuery = graphql(`
  query DashboardPage {
    dashboard {
      ...DashboardPage_Dashboard
    }
  }
`);

// Sends the figures again whenever a count changes (at most once a second), and once at the start.
export const DashboardPageChanged = graphql(`
  subscription DashboardPageChanged {
    dashboardChanged {
      ...DashboardPage_Dashboard
    }
  }
`);
