import { Spinner } from "@fluentui/react-components";
import { useEffect } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation } from "wouter";
import { useInformationActions } from "../../app/information";
import { graphql } from "../../gql";
import { mutationAlert } from "../../shared/mutation-alert";
import { Page } from "../../shared/page";
import { alertFromCombinedError } from "../../shared/result-alert";
import { userFormOptions } from "./options";
import { USERS_PATH } from "./paths";
import { UserForm } from "./UserForm";
import type { UserFormOutput } from "./user-form";

const UserCreatePageQuery = graphql(`
  query UserCreatePage {
    ...UserFormOptions_Query
  }
`);

const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      ...UserForm_User
    }
  }
`);

/** /users/create */
export function UserCreatePage() {
  const [, navigate] = useLocation();
  const { startLoading, openAlert } = useInformationActions();
  const [{ data, error }] = useQuery({ query: UserCreatePageQuery });
  const [, createUser] = useMutation(CreateUserMutation);

  useEffect(() => {
    if (error) openAlert("error", alertFromCombinedError(error).message);
  }, [error, openAlert]);

  // Spec §4: show loading, call; on success go to the list; in every case show the result alert.
  const submit = async (output: UserFormOutput) => {
    startLoading();
    const result = await createUser({
      input: {
        name: output.name,
        email: output.email,
        roleTypeId: output.roleTypeId,
        associateCompanyId: output.associateCompanyId,
        teamId: output.teamId,
        clientId: output.clientId,
        temporaryPassword: output.temporaryPassword ?? "",
      },
    });
    const alert = mutationAlert(result);
    if (alert.type === "success") navigate(USERS_PATH);
    openAlert(alert.type, alert.message);
  };

  return (
    <Page title="ユーザー新規登録">
      {data ? (
        <UserForm
          mode="create"
          options={userFormOptions(data)}
          onSubmit={(o) => void submit(o)}
          onCancel={() => navigate(USERS_PATH)}
        />
      ) : (
        <Spinner label="読み込み中…" />
      )}
    </Page>
  );
}
