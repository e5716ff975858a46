import { Spinner } from "@fluentui/react-components";
import { LockClosed24Regular } from "@fluentui/react-icons";
import { useCallback, useEffect } from "react";
import { useClient, useQuery } from "urql";
import { useLocation } from "wouter";
import { useInformationActions } from "../../shared/information";
import { useSession } from "../../shared/session";
import { graphql } from "../../gql";
import type { CreateTargetInput } from "../../gql/graphql";
import { EmptyState, Page } from "../../shared/page";
import { alertFromCombinedError } from "../../shared/result-alert";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import type { DuplicateQuery } from "./create/duplicate-check";
import { TargetCreateForm } from "./create/TargetCreateForm";
import type { DuplicateTarget } from "./create/useDuplicateCheck";
import type { PostalAddress } from "./create/postal-autofill";
import { TARGETS_PATH, targetEditPath } from "./paths";

const TargetCreatePageQuery = graphql(`
  query TargetCreatePage {
    clients: masterList(kind: CLIENTS) {
      id
      name
    }
    installationTypes: masterList(kind: TARGET_INSTALLATION_TYPES) {
      id
      name
    }
  }
`);

const PostalAddressQuery = graphql(`
  query TargetCreatePostalAddress($postalCode: String!) {
    postalAddress(postalCode: $postalCode) {
      prefecture
      city
      town
    }
  }
`);

const TargetDuplicatesQuery = graphql(`
  query TargetCreateDuplicates($input: TargetDuplicateInput!) {
    targetDuplicates(input: $input) {
      id
      code
      name
      address
      poleNumber
    }
  }
`);

const CreateTargetMutation = graphql(`
  mutation CreateTarget($input: CreateTargetInput!) {
    createTarget(input: $input) {
      id
      code
    }
  }
`);

/** /targets/create/new: register a house, an apartment building (with its units) or a pole. */
export function TargetCreatePage() {
  const canEdit = useSession().user?.role.targetEdit ?? false;
  const [, navigate] = useLocation();
  const client = useClient();
  const { openAlert } = useInformationActions();
  const [{ data, error }] = useQuery({ query: TargetCreatePageQuery, pause: !canEdit });
  const createTarget = useMutationAction(CreateTargetMutation, {
    action: "create",
    successPath: (d) => targetEditPath(d.createTarget.id),
    successMessage: (d) => `対象物件（${d.createTarget.code}）を登録しました。`,
  });

  useEffect(() => {
    if (error) openAlert("error", alertFromCombinedError(error).message);
  }, [error, openAlert]);

  const lookupPostalCode = useCallback(
    async (postalCode: string): Promise<PostalAddress | null> => {
      const result = await client.query(PostalAddressQuery, { postalCode }).toPromise();
      const found = result.data?.postalAddress;
      return found ? { prefecture: found.prefecture, city: found.city, town: found.town } : null;
    },
    [client],
  );

  const findDuplicates = useCallback(
    async (input: DuplicateQuery): Promise<DuplicateTarget[]> => {
      const result = await client
        .query(TargetDuplicatesQuery, { input }, { requestPolicy: "network-only" })
        .toPromise();
      return result.data?.targetDuplicates ?? [];
    },
    [client],
  );

  const save = (input: CreateTargetInput) => createTarget({ input: input });

  return (
    <Page title="対象物件新規登録">
      {!canEdit ? (
        <EmptyState icon={<LockClosed24Regular />} title="対象物件を登録する権限がありません">
          登録には対象物件の編集権限が必要です。
        </EmptyState>
      ) : data ? (
        <TargetCreateForm
          options={{ clients: data.clients, installationTypes: data.installationTypes }}
          lookupPostalCode={lookupPostalCode}
          findDuplicates={findDuplicates}
          onSubmit={save}
          onCancel={() => navigate(TARGETS_PATH)}
        />
      ) : (
        <Spinner label="読み込み中…" />
      )}
    </Page>
  );
}
