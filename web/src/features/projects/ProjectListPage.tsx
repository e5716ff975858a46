import { makeStyles, tokens } from "@fluentui/react-components";
import { useSession } from "@/shared/session";
import { getFragmentData, graphql } from "@/gql";
import { ListView } from "@/shared/list/ListView";
import { useListPage } from "@/shared/list/useListPage";
import { Page } from "@/shared/page";
import { CreateLink } from "@/shared/list/CreateLink";
import { MatterProgressLegend } from "./list/MatterProgress";
import { projectFilterFields } from "./list/project-filter-fields";
import { projectList, toProjectFilter } from "./list/project-list";
import { projectColumns, ProjectTable_ProjectFragment } from "./list/ProjectTable";
import { PROJECT_CREATE_PATH, projectDetailPath } from "./paths";

const ProjectListPageQuery = graphql(`
  query ProjectListPage(
    $filter: ProjectFilter
    $sort: ProjectSortField
    $order: SortOrder
    $page: Int
    $pageSize: Int
  ) {
    projects(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {
      items {
        id
        ...ProjectTable_Project
      }
      pageInfo {
        totalCount
        totalCountIsEstimate
      }
    }
    clients: masterList(kind: CLIENTS) {
      id
      name
    }
    jobCategories: masterList(kind: JOB_CATEGORIES) {
      id
      name
    }
    assignableUsers {
      id
      name
    }
  }
`);

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** /projects: find projects by name, client, job category, work type, status, manager and period. */
export function ProjectListPage() {
  const styles = useStyles();
  const canEdit = useSession().user?.role.targetEdit ?? false;
  const { list, data, fetching, error } = useListPage(
    projectList,
    ProjectListPageQuery,
    toProjectFilter,
  );

  return (
    <Page
      title="プロジェクト一覧"
      actions={canEdit ? <CreateLink href={PROJECT_CREATE_PATH} /> : null}
    >
      <div className={styles.stack}>
        <ListView
          label="プロジェクト一覧"
          declaration={projectList}
          list={list}
          fields={projectFilterFields({
            clients: data?.clients ?? [],
            jobCategories: data?.jobCategories ?? [],
            managers: data?.assignableUsers ?? [],
          })}
          columns={projectColumns}
          rowKey={(p) => p.id}
          rowHref={(p) => projectDetailPath(p.id)}
          page={
            data && {
              rows: getFragmentData(ProjectTable_ProjectFragment, data.projects.items),
              ...data.projects.pageInfo,
            }
          }
          fetching={fetching}
          failed={Boolean(error)}
          emptyText="条件に一致するプロジェクトはありません"
        />
        <MatterProgressLegend />
      </div>
    </Page>
  );
}
