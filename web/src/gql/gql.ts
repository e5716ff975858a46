/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Ok {\n    ok\n  }\n": typeof types.OkDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      code\n      name\n      email\n      roleType {\n        id\n        name\n      }\n      can {\n        instructionSend\n        matterRead\n        masterManage\n        userManage\n        targetEdit\n        negotiationEdit\n        constructionEdit\n        lineCodeEdit\n      }\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query UserCreatePage {\n    ...UserFormOptions_Query\n  }\n": typeof types.UserCreatePageDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      ...UserForm_User\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  query UserEditPage($id: ID!) {\n    user(id: $id) {\n      id\n      version\n      ...UserForm_User\n    }\n    ...UserFormOptions_Query\n  }\n": typeof types.UserEditPageDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      version\n      ...UserForm_User\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation ResetUserPassword($id: ID!, $temporaryPassword: String!) {\n    resetUserPassword(id: $id, temporaryPassword: $temporaryPassword) {\n      id\n      version\n      ...UserForm_User\n    }\n  }\n": typeof types.ResetUserPasswordDocument,
    "\n  mutation DeleteUser($id: ID!, $version: Int!) {\n    deleteUser(id: $id, version: $version)\n  }\n": typeof types.DeleteUserDocument,
    "\n  fragment UserForm_User on User {\n    id\n    code\n    name\n    nameKana\n    email\n    status\n    version\n    roleType {\n      id\n    }\n    associateCompanies {\n      id\n    }\n    teams {\n      id\n    }\n    clients {\n      id\n    }\n  }\n": typeof types.UserForm_UserFragmentDoc,
    "\n  query UserListPage(\n    $filter: UserFilter\n    $sort: UserSortField\n    $order: SortOrder\n    $page: Int\n    $pageSize: Int\n  ) {\n    users(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...UserTable_User\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n    ...UserFormOptions_Query\n  }\n": typeof types.UserListPageDocument,
    "\n  fragment UserTable_User on User {\n    id\n    code\n    name\n    nameKana\n    email\n    status\n    roleType {\n      id\n      name\n    }\n    associateCompanies {\n      id\n      name\n    }\n    teams {\n      id\n      name\n    }\n    clients {\n      id\n      name\n    }\n  }\n": typeof types.UserTable_UserFragmentDoc,
    "\n  fragment UserFormOptions_Query on Query {\n    roleTypes: masterList(kind: ROLE_TYPES) {\n      id\n      name\n    }\n    associateCompanies: masterList(kind: ASSOCIATE_COMPANIES) {\n      id\n      name\n    }\n    teams: masterList(kind: TEAMS) {\n      id\n      name\n      associateCompanyId\n    }\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n  }\n": typeof types.UserFormOptions_QueryFragmentDoc,
    "\n  fragment HistoryPanel_Entry on HistoryEntry {\n    id\n    actionLabel\n    at\n    user {\n      id\n      name\n    }\n    changes {\n      field\n      label\n      from\n      to\n      masked\n    }\n  }\n": typeof types.HistoryPanel_EntryFragmentDoc,
    "\n  query RecordHistory($entity: HistoryEntity!, $id: ID!) {\n    history(entity: $entity, id: $id) {\n      id\n      ...HistoryPanel_Entry\n    }\n  }\n": typeof types.RecordHistoryDocument,
};
const documents: Documents = {
    "\n  query Ok {\n    ok\n  }\n": types.OkDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      code\n      name\n      email\n      roleType {\n        id\n        name\n      }\n      can {\n        instructionSend\n        matterRead\n        masterManage\n        userManage\n        targetEdit\n        negotiationEdit\n        constructionEdit\n        lineCodeEdit\n      }\n    }\n  }\n": types.ViewerDocument,
    "\n  query UserCreatePage {\n    ...UserFormOptions_Query\n  }\n": types.UserCreatePageDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      ...UserForm_User\n    }\n  }\n": types.CreateUserDocument,
    "\n  query UserEditPage($id: ID!) {\n    user(id: $id) {\n      id\n      version\n      ...UserForm_User\n    }\n    ...UserFormOptions_Query\n  }\n": types.UserEditPageDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      version\n      ...UserForm_User\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation ResetUserPassword($id: ID!, $temporaryPassword: String!) {\n    resetUserPassword(id: $id, temporaryPassword: $temporaryPassword) {\n      id\n      version\n      ...UserForm_User\n    }\n  }\n": types.ResetUserPasswordDocument,
    "\n  mutation DeleteUser($id: ID!, $version: Int!) {\n    deleteUser(id: $id, version: $version)\n  }\n": types.DeleteUserDocument,
    "\n  fragment UserForm_User on User {\n    id\n    code\n    name\n    nameKana\n    email\n    status\n    version\n    roleType {\n      id\n    }\n    associateCompanies {\n      id\n    }\n    teams {\n      id\n    }\n    clients {\n      id\n    }\n  }\n": types.UserForm_UserFragmentDoc,
    "\n  query UserListPage(\n    $filter: UserFilter\n    $sort: UserSortField\n    $order: SortOrder\n    $page: Int\n    $pageSize: Int\n  ) {\n    users(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...UserTable_User\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n    ...UserFormOptions_Query\n  }\n": types.UserListPageDocument,
    "\n  fragment UserTable_User on User {\n    id\n    code\n    name\n    nameKana\n    email\n    status\n    roleType {\n      id\n      name\n    }\n    associateCompanies {\n      id\n      name\n    }\n    teams {\n      id\n      name\n    }\n    clients {\n      id\n      name\n    }\n  }\n": types.UserTable_UserFragmentDoc,
    "\n  fragment UserFormOptions_Query on Query {\n    roleTypes: masterList(kind: ROLE_TYPES) {\n      id\n      name\n    }\n    associateCompanies: masterList(kind: ASSOCIATE_COMPANIES) {\n      id\n      name\n    }\n    teams: masterList(kind: TEAMS) {\n      id\n      name\n      associateCompanyId\n    }\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n  }\n": types.UserFormOptions_QueryFragmentDoc,
    "\n  fragment HistoryPanel_Entry on HistoryEntry {\n    id\n    actionLabel\n    at\n    user {\n      id\n      name\n    }\n    changes {\n      field\n      label\n      from\n      to\n      masked\n    }\n  }\n": types.HistoryPanel_EntryFragmentDoc,
    "\n  query RecordHistory($entity: HistoryEntity!, $id: ID!) {\n    history(entity: $entity, id: $id) {\n      id\n      ...HistoryPanel_Entry\n    }\n  }\n": types.RecordHistoryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ok {\n    ok\n  }\n"): (typeof documents)["\n  query Ok {\n    ok\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      id\n      code\n      name\n      email\n      roleType {\n        id\n        name\n      }\n      can {\n        instructionSend\n        matterRead\n        masterManage\n        userManage\n        targetEdit\n        negotiationEdit\n        constructionEdit\n        lineCodeEdit\n      }\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      id\n      code\n      name\n      email\n      roleType {\n        id\n        name\n      }\n      can {\n        instructionSend\n        matterRead\n        masterManage\n        userManage\n        targetEdit\n        negotiationEdit\n        constructionEdit\n        lineCodeEdit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserCreatePage {\n    ...UserFormOptions_Query\n  }\n"): (typeof documents)["\n  query UserCreatePage {\n    ...UserFormOptions_Query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      ...UserForm_User\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      ...UserForm_User\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserEditPage($id: ID!) {\n    user(id: $id) {\n      id\n      version\n      ...UserForm_User\n    }\n    ...UserFormOptions_Query\n  }\n"): (typeof documents)["\n  query UserEditPage($id: ID!) {\n    user(id: $id) {\n      id\n      version\n      ...UserForm_User\n    }\n    ...UserFormOptions_Query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      version\n      ...UserForm_User\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      version\n      ...UserForm_User\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserPassword($id: ID!, $temporaryPassword: String!) {\n    resetUserPassword(id: $id, temporaryPassword: $temporaryPassword) {\n      id\n      version\n      ...UserForm_User\n    }\n  }\n"): (typeof documents)["\n  mutation ResetUserPassword($id: ID!, $temporaryPassword: String!) {\n    resetUserPassword(id: $id, temporaryPassword: $temporaryPassword) {\n      id\n      version\n      ...UserForm_User\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!, $version: Int!) {\n    deleteUser(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!, $version: Int!) {\n    deleteUser(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserForm_User on User {\n    id\n    code\n    name\n    nameKana\n    email\n    status\n    version\n    roleType {\n      id\n    }\n    associateCompanies {\n      id\n    }\n    teams {\n      id\n    }\n    clients {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment UserForm_User on User {\n    id\n    code\n    name\n    nameKana\n    email\n    status\n    version\n    roleType {\n      id\n    }\n    associateCompanies {\n      id\n    }\n    teams {\n      id\n    }\n    clients {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserListPage(\n    $filter: UserFilter\n    $sort: UserSortField\n    $order: SortOrder\n    $page: Int\n    $pageSize: Int\n  ) {\n    users(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...UserTable_User\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n    ...UserFormOptions_Query\n  }\n"): (typeof documents)["\n  query UserListPage(\n    $filter: UserFilter\n    $sort: UserSortField\n    $order: SortOrder\n    $page: Int\n    $pageSize: Int\n  ) {\n    users(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...UserTable_User\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n    ...UserFormOptions_Query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserTable_User on User {\n    id\n    code\n    name\n    nameKana\n    email\n    status\n    roleType {\n      id\n      name\n    }\n    associateCompanies {\n      id\n      name\n    }\n    teams {\n      id\n      name\n    }\n    clients {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment UserTable_User on User {\n    id\n    code\n    name\n    nameKana\n    email\n    status\n    roleType {\n      id\n      name\n    }\n    associateCompanies {\n      id\n      name\n    }\n    teams {\n      id\n      name\n    }\n    clients {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFormOptions_Query on Query {\n    roleTypes: masterList(kind: ROLE_TYPES) {\n      id\n      name\n    }\n    associateCompanies: masterList(kind: ASSOCIATE_COMPANIES) {\n      id\n      name\n    }\n    teams: masterList(kind: TEAMS) {\n      id\n      name\n      associateCompanyId\n    }\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment UserFormOptions_Query on Query {\n    roleTypes: masterList(kind: ROLE_TYPES) {\n      id\n      name\n    }\n    associateCompanies: masterList(kind: ASSOCIATE_COMPANIES) {\n      id\n      name\n    }\n    teams: masterList(kind: TEAMS) {\n      id\n      name\n      associateCompanyId\n    }\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistoryPanel_Entry on HistoryEntry {\n    id\n    actionLabel\n    at\n    user {\n      id\n      name\n    }\n    changes {\n      field\n      label\n      from\n      to\n      masked\n    }\n  }\n"): (typeof documents)["\n  fragment HistoryPanel_Entry on HistoryEntry {\n    id\n    actionLabel\n    at\n    user {\n      id\n      name\n    }\n    changes {\n      field\n      label\n      from\n      to\n      masked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordHistory($entity: HistoryEntity!, $id: ID!) {\n    history(entity: $entity, id: $id) {\n      id\n      ...HistoryPanel_Entry\n    }\n  }\n"): (typeof documents)["\n  query RecordHistory($entity: HistoryEntity!, $id: ID!) {\n    history(entity: $entity, id: $id) {\n      id\n      ...HistoryPanel_Entry\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;