import { Spinner } from "@fluentui/react-components";
import { LockClosed24Regular } from "@fluentui/react-icons";
import { useCallback, useEffect } from "react";
import { useClient, useMutation, useQuery } from "urql";
import { useLocation } from "wouter";
import { useInformationActions } from "../../app/information";
import { useSession } from "../../app/session";
import { graphql } from "../../gql";
import { withoutGuard } from "../../shared/form/navigation-guard";
import { EmptyState, Page } from "../../shared/page";
import { alertFromCombinedError, GENERIC_ERROR_MESSAGE } from "../../shared/result-alert";
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
    assignableUsers {
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
  const { startLoading, openAlert } = useInformationActions();
  const [{ data, error }] = useQuery({ query: ProjectCreatePageQuery, pause: !canEdit });
  const [, createProject] = useMutation(CreateProjectMutation);

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

  // Not useMutationAction: the place to go (the new project's page) is known only after the save.
  const save = async (output: ProjectFormOutput) => {
    startLoading();
    const result = await createProject({ input: toCreateProjectInput(output) });
    const created = result.data?.createProject;
    if (result.error || !created) {
      openAlert(
        "error",
        result.error ? alertFromCombinedError(result.error).message : GENERIC_ERROR_MESSAGE,
      );
      return { ok: false, error: result.error };
    }
    withoutGuard(() => navigate(projectDetailPath(created.id)));
    openAlert("success", `プロジェクト（${created.code}）を登録しました。`);
    return { ok: true };
  };

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
