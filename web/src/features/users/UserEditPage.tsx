import { Button, Spinner } from "@fluentui/react-components";
import { PersonQuestionMark24Regular } from "@fluentui/react-icons";
import { useEffect } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useLocation, useSearch } from "wouter";
import { useInformationActions } from "../../app/information";
import { graphql } from "../../gql";
import { mutationAlert } from "../../shared/mutation-alert";
import { EmptyState, Page } from "../../shared/page";
import { alertFromCombinedError } from "../../shared/result-alert";
import type { RouteParams } from "../../shell/routes";
import { userFormOptions } from "./options";
import { parseUserEditDialog, userEditHref, USERS_PATH } from "./paths";
import { UserForm } from "./UserForm";
import type { UserFormOutput } from "./user-form";

const UserEditPageQuery = graphql(`
  query UserEditPage($id: ID!) {
    user(id: $id) {
      id
      version
      ...UserForm_User
    }
    ...UserFormOptions_Query
  }
`);

const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      version
      ...UserForm_User
    }
  }
`);

const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!, $version: Int!) {
    deleteUser(id: $id, version: $version)
  }
`);

/** /users/{id}: change or delete a user. */
export function UserEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const [, navigate] = useLocation();
  const search = useSearch();
  const dialog = parseUserEditDialog(search);
  const { startLoading, openAlert } = useInformationActions();
  // Always the server's latest version: the form starts from it and sends it back.
  const [{ data, error, fetching }] = useQuery({
    query: UserEditPageQuery,
    variables: { id },
    requestPolicy: "network-only",
  });
  const [, updateUser] = useMutation(UpdateUserMutation);
  const [, deleteUser] = useMutation(DeleteUserMutation);

  useEffect(() => {
    if (error) openAlert("error", alertFromCombinedError(error).message);
  }, [error, openAlert]);

  const user = data?.user;

  const submit = async (output: UserFormOutput) => {
    if (!user) return;
    startLoading();
    const result = await updateUser({
      id,
      input: {
        name: output.name,
        email: output.email,
        roleTypeId: output.roleTypeId,
        associateCompanyId: output.associateCompanyId,
        teamId: output.teamId,
        clientId: output.clientId,
        version: user.version,
      },
    });
    const alert = mutationAlert(result);
    if (alert.type === "success") navigate(USERS_PATH);
    openAlert(alert.type, alert.message);
  };

  const remove = async () => {
    if (!user) return;
    navigate(userEditHref(id), { replace: true });
    startLoading();
    const result = await deleteUser(
      { id, version: user.version },
      { additionalTypenames: ["User"] },
    );
    const alert = mutationAlert(result);
    if (alert.type === "success") navigate(USERS_PATH);
    openAlert(alert.type, alert.message);
  };

  let content;
  if (user) {
    content = (
      <UserForm
        key={user.version}
        mode="edit"
        user={user}
        options={userFormOptions(data)}
        onSubmit={(o) => void submit(o)}
        onCancel={() => navigate(USERS_PATH)}
        onDelete={() => void remove()}
        deleteDialogOpen={dialog === "delete"}
        onDeleteDialogChange={(open) =>
          open
            ? navigate(userEditHref(id, "delete"))
            : navigate(userEditHref(id), { replace: true })
        }
      />
    );
  } else if (fetching || (!data && !error)) {
    content = <Spinner label="読み込み中…" />;
  } else {
    content = (
      <EmptyState
        icon={<PersonQuestionMark24Regular />}
        title="該当するユーザーが見つかりません"
        action={
          <Link href={USERS_PATH} asChild>
            <Button appearance="primary">ユーザー一覧へ戻る</Button>
          </Link>
        }
      />
    );
  }
  return <Page title="ユーザー編集">{content}</Page>;
}
