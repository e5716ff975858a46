// The GraphQL documents of ユーザー編集 (UserEditPage).
import { graphql } from "@/gql";

export const UserEditPageQuery = graphql(`
  query UserEditPage($id: ID!) {
    user(id: $id) {
      id
      version
      ...UserForm_User
    }
    ...UserFormOptions_Query
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      version
      ...UserForm_User
    }
  }
`);

export const ResetUserPasswordMutation = graphql(`
  mutation ResetUserPassword($id: ID!, $temporaryPassword: String!) {
    resetUserPassword(id: $id, temporaryPassword: $temporaryPassword) {
      id
      version
      ...UserForm_User
    }
  }
`);

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!, $version: Int!) {
    deleteUser(id: $id, version: $version)
  }
`);
