import { Spinner } from "@fluentui/react-components";
import { LockClosed24Regular } from "@fluentui/react-icons";
import { useCallback, useEffect } from "react";
import { useClient, useQuery } from "urql";
import { useLocation } from "wouter";
import { useInformationActions } from "../../shared/information";
import { useSession } from "../../shared/session";
import { graphql } from "../../gql";
import { EmptyState, Page } from "../../shared/page";
import { alertFromCombinedError } from "../../shared/result-alert";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import type { PrefixQuery } from "./create/prefix-match";
import type { PrefixFinder } from "./create/usePrefixMatches";
import { toCreateProjectInput, type ProjectFormOutput } from "./form/project-form";
import { ProjectForm } from "./form/ProjectForm";
import { PROJECTS_PATH, projectDetailPath } from "./paths";

const ProjectCreatePageQuery = graphql(`
  query ProjectCreatePage {
    clients: masterList(kind: CLIENTS) {
      id
      name
    }
    jobCategories: masterList(kind: JOB_CATEGORIES) {
      id
      name
    }
    assignableUsers(permission: MATTER_READ) {
      id
      name
    }
  }
`);

const PrefixMatchesQuery = graphql(`
  query ProjectCreatePrefixMatches($filter: ProjectFilter!, $pageSize: Int!) {
    projects(filter: $filter, sort: NAME, order: ASC, pageSize: $pageSize) {
      items {
        id
        code
        name
        client {
          id
          name
        }
        statusLabel
      }
      pageInfo {
        totalCount
      }
    }
  }
`);

const CreateProjectMutation = graphql(`
  mutation ProjectCreate($input: CreateProjectInput!) {
    createProject(input: $input) {
      id
      code
    }
  }
`);

/** How many existing projects the prefix warning lists (the rest are counted). */
const PREFIX_MATCHES_SHOWN = 5;

/** /projects/create: register a project; projects named alike are shown before it is made. */
export function ProjectCreatePage() {
  const canEdit = useSession().user?.role.targetEdit ?? false;
  const [, navigate] = useLocation();
  const client = useClient();
  const { openAlert } = useInformationActions();
  const [{ data, error }] = useQuery({ query: ProjectCreatePageQuery, pause: !canEdit });
  const createProject = useMutationAction(CreateProjectMutation, {
    action: "create",
    successPath: (d) => projectDetailPath(d.createProject.id),
    successMessage: (d) => `プロジェクト（${d.createProject.code}）を登録しました。`,
  });

  useEffect(() => {
    if (error) openAlert("error", alertFromCombinedError(error).message);
  }, [error, openAlert]);

  const findPrefixMatches: PrefixFinder = useCallback(
    async (filter: PrefixQuery) => {
      const result = await client
        .query(
          PrefixMatchesQuery,
          { filter, pageSize: PREFIX_MATCHES_SHOWN },
          { requestPolicy: "network-only" },
        )
        .toPromise();
      const found = result.data?.projects;
      return { projects: found?.items ?? [], total: found?.pageInfo.totalCount ?? 0 };
    },
    [client],
  );

  const save = (output: ProjectFormOutput) =>
    createProject({ input: toCreateProjectInput(output) });

  return (
    <Page title="プロジェクト新規登録">
      {!canEdit ? (
        <EmptyState icon={<LockClosed24Regular />} title="プロジェクトを登録する権限がありません">
          登録には対象物件の編集権限が必要です。
        </EmptyState>
      ) : data ? (
        <ProjectForm
          options={{
            clients: data.clients,
            jobCategories: data.jobCategories,
            managers: data.assignableUsers,
          }}
          findPrefixMatches={findPrefixMatches}
          onSubmit={save}
          onCancel={() => navigate(PROJECTS_PATH)}
        />
      ) : (
        <Spinner label="読み込み中…" />
      )}
    </Page>
  );
}
