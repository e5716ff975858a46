import { Spinner } from "@fluentui/react-components";
import { useEffect } from "react";
import { useQuery } from "urql";
import { useLocation } from "wouter";
import { useInformationActions } from "../../shared/information";
import { graphql } from "../../gql";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import { Page } from "../../shared/page";
import { alertFromCombinedError } from "../../shared/result-alert";
import { userFormOptions } from "./options";
import { USERS_PATH } from "./paths";
import { UserForm } from "./UserForm";

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
  const { openAlert } = useInformationActions();
  const [{ data, error }] = useQuery({ query: UserCreatePageQuery });
  const createUser = useMutationAction(CreateUserMutation, {
    action: "create",
    successPath: USERS_PATH,
  });

  useEffect(() => {
    if (error) openAlert("error", alertFromCombinedError(error).message);
  }, [error, openAlert]);

  return (
    <Page title="ユーザー新規登録">
      {data ? (
        <UserForm
          mode="create"
          options={userFormOptions(data)}
          onSubmit={({ temporaryPassword, ...input }) =>
            createUser({ input: { ...input, temporaryPassword: temporaryPassword ?? "" } })
          }
          onCancel={() => navigate(USERS_PATH)}
        />
      ) : (
        <Spinner label="読み込み中…" />
      )}
    </Page>
  );
}
