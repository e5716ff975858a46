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
    "\n  query CustomerContentsEditPage($id: ID!) {\n    customer(id: $id) {\n      id\n      code\n      name\n      typeLabel\n      targetDetail {\n        id\n        code\n        roomNumber\n        target {\n          id\n          code\n          name\n        }\n      }\n    }\n    customerServices(filter: { customerId: [$id] }, pageSize: 200) {\n      items {\n        id\n        version\n        ...ServiceCard_Service\n      }\n    }\n    contractTypes: masterList(kind: CONTRACT_TYPES) {\n      id\n      name\n    }\n    contractDetailTypes: masterList(kind: CONTRACT_DETAIL_TYPES) {\n      id\n      name\n    }\n    contractReceivers: masterList(kind: CONTRACT_RECEIVERS) {\n      id\n      name\n    }\n    serviceItems: masterList(kind: CUSTOMER_SERVICE_ITEMS) {\n      id\n      name\n    }\n  }\n": typeof types.CustomerContentsEditPageDocument,
    "\n  mutation CreateCustomerService($input: CreateCustomerServiceInput!) {\n    createCustomerService(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCustomerServiceDocument,
    "\n  mutation UpdateCustomerService($id: ID!, $input: UpdateCustomerServiceInput!) {\n    updateCustomerService(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateCustomerServiceDocument,
    "\n  mutation DeleteCustomerService($id: ID!, $version: Int!) {\n    deleteCustomerService(id: $id, version: $version)\n  }\n": typeof types.DeleteCustomerServiceDocument,
    "\n  query TargetCreatePage {\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n    installationTypes: masterList(kind: TARGET_INSTALLATION_TYPES) {\n      id\n      name\n    }\n  }\n": typeof types.TargetCreatePageDocument,
    "\n  query TargetCreatePostalAddress($postalCode: String!) {\n    postalAddress(postalCode: $postalCode) {\n      prefecture\n      city\n      town\n    }\n  }\n": typeof types.TargetCreatePostalAddressDocument,
    "\n  query TargetCreateDuplicates($input: TargetDuplicateInput!) {\n    targetDuplicates(input: $input) {\n      id\n      code\n      name\n      address\n      poleNumber\n    }\n  }\n": typeof types.TargetCreateDuplicatesDocument,
    "\n  mutation CreateTarget($input: CreateTargetInput!) {\n    createTarget(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.CreateTargetDocument,
    "\n  query TargetDetailEditPage($id: ID!, $withContact: Boolean!) {\n    targetDetail(id: $id) {\n      id\n      code\n      version\n      target {\n        id\n        code\n        name\n      }\n      ...DetailForm_Detail\n    }\n    customers(filter: { targetDetailId: [$id] }, pageSize: 200) {\n      items {\n        id\n        version\n        ...CustomerCard_Customer\n      }\n    }\n    installationTypes: masterList(kind: DEVICE_INSTALLATION_TYPES) {\n      id\n      name\n    }\n    models: masterList(kind: DEVICE_MODELS) {\n      id\n      name\n      deviceLineType\n    }\n  }\n": typeof types.TargetDetailEditPageDocument,
    "\n  mutation UpdateTargetDetail($id: ID!, $input: UpdateTargetDetailInput!) {\n    updateTargetDetail(id: $id, input: $input) {\n      id\n      version\n      ...DetailForm_Detail\n    }\n  }\n": typeof types.UpdateTargetDetailDocument,
    "\n  mutation CreateCustomer($input: CreateCustomerInput!) {\n    createCustomer(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: UpdateCustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  mutation DeleteCustomer($id: ID!, $version: Int!) {\n    deleteCustomer(id: $id, version: $version)\n  }\n": typeof types.DeleteCustomerDocument,
    "\n  query TargetEditPage($id: ID!) {\n    target(id: $id) {\n      id\n      version\n      ...TargetForm_Target\n      details {\n        id\n        ...TargetUnitsTable_Detail\n      }\n    }\n    matters(filter: { targetId: [$id] }, pageSize: 200) {\n      items {\n        id\n        ...TargetMattersTable_Matter\n      }\n    }\n    lineCodes(filter: { targetId: [$id] }, pageSize: 200) {\n      items {\n        id\n        ...TargetLineCodesTable_LineCode\n      }\n    }\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n    installationTypes: masterList(kind: TARGET_INSTALLATION_TYPES) {\n      id\n      name\n    }\n  }\n": typeof types.TargetEditPageDocument,
    "\n  mutation UpdateTarget($id: ID!, $input: UpdateTargetInput!) {\n    updateTarget(id: $id, input: $input) {\n      id\n      version\n      ...TargetForm_Target\n    }\n  }\n": typeof types.UpdateTargetDocument,
    "\n  mutation DeleteTarget($id: ID!, $version: Int!) {\n    deleteTarget(id: $id, version: $version)\n  }\n": typeof types.DeleteTargetDocument,
    "\n  mutation CreateTargetUnit($input: CreateTargetDetailInput!) {\n    createTargetDetail(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateTargetUnitDocument,
    "\n  mutation ImportTargets(\n    $content: String!\n    $contentEncoding: FileContentEncoding\n    $dryRun: Boolean\n  ) {\n    importTargets(content: $content, contentEncoding: $contentEncoding, dryRun: $dryRun) {\n      dryRun\n      total\n      valid\n      created\n      errors {\n        row\n        field\n        message\n      }\n      targetIds\n    }\n  }\n": typeof types.ImportTargetsDocument,
    "\n  query TargetListPage(\n    $filter: TargetFilter\n    $sort: TargetSortField\n    $order: SortOrder\n    $page: Int\n    $pageSize: Int\n  ) {\n    targets(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...TargetTable_Target\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n    projects(sort: ID, order: DESC, pageSize: 200) {\n      items {\n        id\n        code\n        name\n        can {\n          addMatters\n        }\n      }\n    }\n  }\n": typeof types.TargetListPageDocument,
    "\n  query TargetListIds($filter: TargetFilter, $sort: TargetSortField, $order: SortOrder) {\n    targetIds(filter: $filter, sort: $sort, order: $order) {\n      ids\n      truncated\n    }\n  }\n": typeof types.TargetListIdsDocument,
    "\n  mutation TargetListAddMatters($input: AddMattersInput!) {\n    addMattersToProject(input: $input) {\n      created {\n        id\n      }\n      skippedTargetIds\n    }\n  }\n": typeof types.TargetListAddMattersDocument,
    "\n  fragment ServiceCard_Service on CustomerService {\n    id\n    code\n    contractTypeId\n    contractType {\n      id\n      name\n    }\n    contractDetailTypeId\n    contractDetailType {\n      id\n      name\n    }\n    contractReceiverId\n    contractReceiver {\n      id\n      name\n    }\n    serviceItemId\n    serviceItem {\n      id\n      name\n    }\n    implementation\n    implementationLabel\n    operatorCustomerNo\n    startDate\n    endDate\n    notes\n    version\n  }\n": typeof types.ServiceCard_ServiceFragmentDoc,
    "\n  fragment CustomerCard_Customer on Customer {\n    id\n    code\n    type\n    typeLabel\n    name\n    nameKana\n    gender\n    genderLabel\n    contactMethod\n    contactMethodLabel\n    ownership\n    ownershipLabel\n    phone @include(if: $withContact)\n    mobile @include(if: $withContact)\n    email @include(if: $withContact)\n    postalCode @include(if: $withContact)\n    address @include(if: $withContact)\n    notes\n    version\n  }\n": typeof types.CustomerCard_CustomerFragmentDoc,
    "\n  fragment DetailForm_Detail on TargetDetail {\n    id\n    roomNumber\n    floor\n    deviceLineType\n    deviceLineTypeLabel\n    deviceInstallationTypeId\n    deviceInstallationType {\n      id\n      name\n    }\n    deviceModelId\n    deviceModel {\n      id\n      name\n    }\n    notes\n    version\n  }\n": typeof types.DetailForm_DetailFragmentDoc,
    "\n  fragment TargetForm_Target on Target {\n    id\n    type\n    typeLabel\n    name\n    nameKana\n    postalCode\n    prefecture\n    city\n    town\n    street\n    building\n    poleNumber\n    poleOwner\n    installationTypeId\n    installationType {\n      id\n      name\n    }\n    clientId\n    client {\n      id\n      name\n    }\n    totalUnits\n    notes\n    version\n  }\n": typeof types.TargetForm_TargetFragmentDoc,
    "\n  fragment TargetLineCodesTable_LineCode on LineCode {\n    id\n    code\n    status\n    poleNumber\n    cableType\n  }\n": typeof types.TargetLineCodesTable_LineCodeFragmentDoc,
    "\n  fragment TargetMattersTable_Matter on Matter {\n    id\n    code\n    project {\n      id\n      name\n    }\n    statusLabel\n    assignee {\n      id\n      name\n    }\n    dueDate\n  }\n": typeof types.TargetMattersTable_MatterFragmentDoc,
    "\n  fragment TargetUnitsTable_Detail on TargetDetail {\n    id\n    code\n    roomNumber\n    floor\n    deviceLineTypeLabel\n    customers {\n      id\n    }\n  }\n": typeof types.TargetUnitsTable_DetailFragmentDoc,
    "\n  fragment TargetTable_Target on Target {\n    id\n    code\n    typeLabel\n    name\n    nameKana\n    postalCode\n    address\n    poleNumber\n    client {\n      id\n      name\n    }\n    openMatterCount\n    updatedAt\n  }\n": typeof types.TargetTable_TargetFragmentDoc,
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
    "\n  query CustomerContentsEditPage($id: ID!) {\n    customer(id: $id) {\n      id\n      code\n      name\n      typeLabel\n      targetDetail {\n        id\n        code\n        roomNumber\n        target {\n          id\n          code\n          name\n        }\n      }\n    }\n    customerServices(filter: { customerId: [$id] }, pageSize: 200) {\n      items {\n        id\n        version\n        ...ServiceCard_Service\n      }\n    }\n    contractTypes: masterList(kind: CONTRACT_TYPES) {\n      id\n      name\n    }\n    contractDetailTypes: masterList(kind: CONTRACT_DETAIL_TYPES) {\n      id\n      name\n    }\n    contractReceivers: masterList(kind: CONTRACT_RECEIVERS) {\n      id\n      name\n    }\n    serviceItems: masterList(kind: CUSTOMER_SERVICE_ITEMS) {\n      id\n      name\n    }\n  }\n": types.CustomerContentsEditPageDocument,
    "\n  mutation CreateCustomerService($input: CreateCustomerServiceInput!) {\n    createCustomerService(input: $input) {\n      id\n    }\n  }\n": types.CreateCustomerServiceDocument,
    "\n  mutation UpdateCustomerService($id: ID!, $input: UpdateCustomerServiceInput!) {\n    updateCustomerService(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateCustomerServiceDocument,
    "\n  mutation DeleteCustomerService($id: ID!, $version: Int!) {\n    deleteCustomerService(id: $id, version: $version)\n  }\n": types.DeleteCustomerServiceDocument,
    "\n  query TargetCreatePage {\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n    installationTypes: masterList(kind: TARGET_INSTALLATION_TYPES) {\n      id\n      name\n    }\n  }\n": types.TargetCreatePageDocument,
    "\n  query TargetCreatePostalAddress($postalCode: String!) {\n    postalAddress(postalCode: $postalCode) {\n      prefecture\n      city\n      town\n    }\n  }\n": types.TargetCreatePostalAddressDocument,
    "\n  query TargetCreateDuplicates($input: TargetDuplicateInput!) {\n    targetDuplicates(input: $input) {\n      id\n      code\n      name\n      address\n      poleNumber\n    }\n  }\n": types.TargetCreateDuplicatesDocument,
    "\n  mutation CreateTarget($input: CreateTargetInput!) {\n    createTarget(input: $input) {\n      id\n      code\n    }\n  }\n": types.CreateTargetDocument,
    "\n  query TargetDetailEditPage($id: ID!, $withContact: Boolean!) {\n    targetDetail(id: $id) {\n      id\n      code\n      version\n      target {\n        id\n        code\n        name\n      }\n      ...DetailForm_Detail\n    }\n    customers(filter: { targetDetailId: [$id] }, pageSize: 200) {\n      items {\n        id\n        version\n        ...CustomerCard_Customer\n      }\n    }\n    installationTypes: masterList(kind: DEVICE_INSTALLATION_TYPES) {\n      id\n      name\n    }\n    models: masterList(kind: DEVICE_MODELS) {\n      id\n      name\n      deviceLineType\n    }\n  }\n": types.TargetDetailEditPageDocument,
    "\n  mutation UpdateTargetDetail($id: ID!, $input: UpdateTargetDetailInput!) {\n    updateTargetDetail(id: $id, input: $input) {\n      id\n      version\n      ...DetailForm_Detail\n    }\n  }\n": types.UpdateTargetDetailDocument,
    "\n  mutation CreateCustomer($input: CreateCustomerInput!) {\n    createCustomer(input: $input) {\n      id\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: UpdateCustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  mutation DeleteCustomer($id: ID!, $version: Int!) {\n    deleteCustomer(id: $id, version: $version)\n  }\n": types.DeleteCustomerDocument,
    "\n  query TargetEditPage($id: ID!) {\n    target(id: $id) {\n      id\n      version\n      ...TargetForm_Target\n      details {\n        id\n        ...TargetUnitsTable_Detail\n      }\n    }\n    matters(filter: { targetId: [$id] }, pageSize: 200) {\n      items {\n        id\n        ...TargetMattersTable_Matter\n      }\n    }\n    lineCodes(filter: { targetId: [$id] }, pageSize: 200) {\n      items {\n        id\n        ...TargetLineCodesTable_LineCode\n      }\n    }\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n    installationTypes: masterList(kind: TARGET_INSTALLATION_TYPES) {\n      id\n      name\n    }\n  }\n": types.TargetEditPageDocument,
    "\n  mutation UpdateTarget($id: ID!, $input: UpdateTargetInput!) {\n    updateTarget(id: $id, input: $input) {\n      id\n      version\n      ...TargetForm_Target\n    }\n  }\n": types.UpdateTargetDocument,
    "\n  mutation DeleteTarget($id: ID!, $version: Int!) {\n    deleteTarget(id: $id, version: $version)\n  }\n": types.DeleteTargetDocument,
    "\n  mutation CreateTargetUnit($input: CreateTargetDetailInput!) {\n    createTargetDetail(input: $input) {\n      id\n    }\n  }\n": types.CreateTargetUnitDocument,
    "\n  mutation ImportTargets(\n    $content: String!\n    $contentEncoding: FileContentEncoding\n    $dryRun: Boolean\n  ) {\n    importTargets(content: $content, contentEncoding: $contentEncoding, dryRun: $dryRun) {\n      dryRun\n      total\n      valid\n      created\n      errors {\n        row\n        field\n        message\n      }\n      targetIds\n    }\n  }\n": types.ImportTargetsDocument,
    "\n  query TargetListPage(\n    $filter: TargetFilter\n    $sort: TargetSortField\n    $order: SortOrder\n    $page: Int\n    $pageSize: Int\n  ) {\n    targets(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...TargetTable_Target\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n    projects(sort: ID, order: DESC, pageSize: 200) {\n      items {\n        id\n        code\n        name\n        can {\n          addMatters\n        }\n      }\n    }\n  }\n": types.TargetListPageDocument,
    "\n  query TargetListIds($filter: TargetFilter, $sort: TargetSortField, $order: SortOrder) {\n    targetIds(filter: $filter, sort: $sort, order: $order) {\n      ids\n      truncated\n    }\n  }\n": types.TargetListIdsDocument,
    "\n  mutation TargetListAddMatters($input: AddMattersInput!) {\n    addMattersToProject(input: $input) {\n      created {\n        id\n      }\n      skippedTargetIds\n    }\n  }\n": types.TargetListAddMattersDocument,
    "\n  fragment ServiceCard_Service on CustomerService {\n    id\n    code\n    contractTypeId\n    contractType {\n      id\n      name\n    }\n    contractDetailTypeId\n    contractDetailType {\n      id\n      name\n    }\n    contractReceiverId\n    contractReceiver {\n      id\n      name\n    }\n    serviceItemId\n    serviceItem {\n      id\n      name\n    }\n    implementation\n    implementationLabel\n    operatorCustomerNo\n    startDate\n    endDate\n    notes\n    version\n  }\n": types.ServiceCard_ServiceFragmentDoc,
    "\n  fragment CustomerCard_Customer on Customer {\n    id\n    code\n    type\n    typeLabel\n    name\n    nameKana\n    gender\n    genderLabel\n    contactMethod\n    contactMethodLabel\n    ownership\n    ownershipLabel\n    phone @include(if: $withContact)\n    mobile @include(if: $withContact)\n    email @include(if: $withContact)\n    postalCode @include(if: $withContact)\n    address @include(if: $withContact)\n    notes\n    version\n  }\n": types.CustomerCard_CustomerFragmentDoc,
    "\n  fragment DetailForm_Detail on TargetDetail {\n    id\n    roomNumber\n    floor\n    deviceLineType\n    deviceLineTypeLabel\n    deviceInstallationTypeId\n    deviceInstallationType {\n      id\n      name\n    }\n    deviceModelId\n    deviceModel {\n      id\n      name\n    }\n    notes\n    version\n  }\n": types.DetailForm_DetailFragmentDoc,
    "\n  fragment TargetForm_Target on Target {\n    id\n    type\n    typeLabel\n    name\n    nameKana\n    postalCode\n    prefecture\n    city\n    town\n    street\n    building\n    poleNumber\n    poleOwner\n    installationTypeId\n    installationType {\n      id\n      name\n    }\n    clientId\n    client {\n      id\n      name\n    }\n    totalUnits\n    notes\n    version\n  }\n": types.TargetForm_TargetFragmentDoc,
    "\n  fragment TargetLineCodesTable_LineCode on LineCode {\n    id\n    code\n    status\n    poleNumber\n    cableType\n  }\n": types.TargetLineCodesTable_LineCodeFragmentDoc,
    "\n  fragment TargetMattersTable_Matter on Matter {\n    id\n    code\n    project {\n      id\n      name\n    }\n    statusLabel\n    assignee {\n      id\n      name\n    }\n    dueDate\n  }\n": types.TargetMattersTable_MatterFragmentDoc,
    "\n  fragment TargetUnitsTable_Detail on TargetDetail {\n    id\n    code\n    roomNumber\n    floor\n    deviceLineTypeLabel\n    customers {\n      id\n    }\n  }\n": types.TargetUnitsTable_DetailFragmentDoc,
    "\n  fragment TargetTable_Target on Target {\n    id\n    code\n    typeLabel\n    name\n    nameKana\n    postalCode\n    address\n    poleNumber\n    client {\n      id\n      name\n    }\n    openMatterCount\n    updatedAt\n  }\n": types.TargetTable_TargetFragmentDoc,
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
export function graphql(source: "\n  query CustomerContentsEditPage($id: ID!) {\n    customer(id: $id) {\n      id\n      code\n      name\n      typeLabel\n      targetDetail {\n        id\n        code\n        roomNumber\n        target {\n          id\n          code\n          name\n        }\n      }\n    }\n    customerServices(filter: { customerId: [$id] }, pageSize: 200) {\n      items {\n        id\n        version\n        ...ServiceCard_Service\n      }\n    }\n    contractTypes: masterList(kind: CONTRACT_TYPES) {\n      id\n      name\n    }\n    contractDetailTypes: masterList(kind: CONTRACT_DETAIL_TYPES) {\n      id\n      name\n    }\n    contractReceivers: masterList(kind: CONTRACT_RECEIVERS) {\n      id\n      name\n    }\n    serviceItems: masterList(kind: CUSTOMER_SERVICE_ITEMS) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CustomerContentsEditPage($id: ID!) {\n    customer(id: $id) {\n      id\n      code\n      name\n      typeLabel\n      targetDetail {\n        id\n        code\n        roomNumber\n        target {\n          id\n          code\n          name\n        }\n      }\n    }\n    customerServices(filter: { customerId: [$id] }, pageSize: 200) {\n      items {\n        id\n        version\n        ...ServiceCard_Service\n      }\n    }\n    contractTypes: masterList(kind: CONTRACT_TYPES) {\n      id\n      name\n    }\n    contractDetailTypes: masterList(kind: CONTRACT_DETAIL_TYPES) {\n      id\n      name\n    }\n    contractReceivers: masterList(kind: CONTRACT_RECEIVERS) {\n      id\n      name\n    }\n    serviceItems: masterList(kind: CUSTOMER_SERVICE_ITEMS) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomerService($input: CreateCustomerServiceInput!) {\n    createCustomerService(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomerService($input: CreateCustomerServiceInput!) {\n    createCustomerService(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomerService($id: ID!, $input: UpdateCustomerServiceInput!) {\n    updateCustomerService(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomerService($id: ID!, $input: UpdateCustomerServiceInput!) {\n    updateCustomerService(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomerService($id: ID!, $version: Int!) {\n    deleteCustomerService(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteCustomerService($id: ID!, $version: Int!) {\n    deleteCustomerService(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TargetCreatePage {\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n    installationTypes: masterList(kind: TARGET_INSTALLATION_TYPES) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query TargetCreatePage {\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n    installationTypes: masterList(kind: TARGET_INSTALLATION_TYPES) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TargetCreatePostalAddress($postalCode: String!) {\n    postalAddress(postalCode: $postalCode) {\n      prefecture\n      city\n      town\n    }\n  }\n"): (typeof documents)["\n  query TargetCreatePostalAddress($postalCode: String!) {\n    postalAddress(postalCode: $postalCode) {\n      prefecture\n      city\n      town\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TargetCreateDuplicates($input: TargetDuplicateInput!) {\n    targetDuplicates(input: $input) {\n      id\n      code\n      name\n      address\n      poleNumber\n    }\n  }\n"): (typeof documents)["\n  query TargetCreateDuplicates($input: TargetDuplicateInput!) {\n    targetDuplicates(input: $input) {\n      id\n      code\n      name\n      address\n      poleNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTarget($input: CreateTargetInput!) {\n    createTarget(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTarget($input: CreateTargetInput!) {\n    createTarget(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TargetDetailEditPage($id: ID!, $withContact: Boolean!) {\n    targetDetail(id: $id) {\n      id\n      code\n      version\n      target {\n        id\n        code\n        name\n      }\n      ...DetailForm_Detail\n    }\n    customers(filter: { targetDetailId: [$id] }, pageSize: 200) {\n      items {\n        id\n        version\n        ...CustomerCard_Customer\n      }\n    }\n    installationTypes: masterList(kind: DEVICE_INSTALLATION_TYPES) {\n      id\n      name\n    }\n    models: masterList(kind: DEVICE_MODELS) {\n      id\n      name\n      deviceLineType\n    }\n  }\n"): (typeof documents)["\n  query TargetDetailEditPage($id: ID!, $withContact: Boolean!) {\n    targetDetail(id: $id) {\n      id\n      code\n      version\n      target {\n        id\n        code\n        name\n      }\n      ...DetailForm_Detail\n    }\n    customers(filter: { targetDetailId: [$id] }, pageSize: 200) {\n      items {\n        id\n        version\n        ...CustomerCard_Customer\n      }\n    }\n    installationTypes: masterList(kind: DEVICE_INSTALLATION_TYPES) {\n      id\n      name\n    }\n    models: masterList(kind: DEVICE_MODELS) {\n      id\n      name\n      deviceLineType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTargetDetail($id: ID!, $input: UpdateTargetDetailInput!) {\n    updateTargetDetail(id: $id, input: $input) {\n      id\n      version\n      ...DetailForm_Detail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTargetDetail($id: ID!, $input: UpdateTargetDetailInput!) {\n    updateTargetDetail(id: $id, input: $input) {\n      id\n      version\n      ...DetailForm_Detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomer($input: CreateCustomerInput!) {\n    createCustomer(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomer($input: CreateCustomerInput!) {\n    createCustomer(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($id: ID!, $input: UpdateCustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomer($id: ID!, $input: UpdateCustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomer($id: ID!, $version: Int!) {\n    deleteCustomer(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteCustomer($id: ID!, $version: Int!) {\n    deleteCustomer(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TargetEditPage($id: ID!) {\n    target(id: $id) {\n      id\n      version\n      ...TargetForm_Target\n      details {\n        id\n        ...TargetUnitsTable_Detail\n      }\n    }\n    matters(filter: { targetId: [$id] }, pageSize: 200) {\n      items {\n        id\n        ...TargetMattersTable_Matter\n      }\n    }\n    lineCodes(filter: { targetId: [$id] }, pageSize: 200) {\n      items {\n        id\n        ...TargetLineCodesTable_LineCode\n      }\n    }\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n    installationTypes: masterList(kind: TARGET_INSTALLATION_TYPES) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query TargetEditPage($id: ID!) {\n    target(id: $id) {\n      id\n      version\n      ...TargetForm_Target\n      details {\n        id\n        ...TargetUnitsTable_Detail\n      }\n    }\n    matters(filter: { targetId: [$id] }, pageSize: 200) {\n      items {\n        id\n        ...TargetMattersTable_Matter\n      }\n    }\n    lineCodes(filter: { targetId: [$id] }, pageSize: 200) {\n      items {\n        id\n        ...TargetLineCodesTable_LineCode\n      }\n    }\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n    installationTypes: masterList(kind: TARGET_INSTALLATION_TYPES) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTarget($id: ID!, $input: UpdateTargetInput!) {\n    updateTarget(id: $id, input: $input) {\n      id\n      version\n      ...TargetForm_Target\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTarget($id: ID!, $input: UpdateTargetInput!) {\n    updateTarget(id: $id, input: $input) {\n      id\n      version\n      ...TargetForm_Target\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTarget($id: ID!, $version: Int!) {\n    deleteTarget(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteTarget($id: ID!, $version: Int!) {\n    deleteTarget(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTargetUnit($input: CreateTargetDetailInput!) {\n    createTargetDetail(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTargetUnit($input: CreateTargetDetailInput!) {\n    createTargetDetail(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportTargets(\n    $content: String!\n    $contentEncoding: FileContentEncoding\n    $dryRun: Boolean\n  ) {\n    importTargets(content: $content, contentEncoding: $contentEncoding, dryRun: $dryRun) {\n      dryRun\n      total\n      valid\n      created\n      errors {\n        row\n        field\n        message\n      }\n      targetIds\n    }\n  }\n"): (typeof documents)["\n  mutation ImportTargets(\n    $content: String!\n    $contentEncoding: FileContentEncoding\n    $dryRun: Boolean\n  ) {\n    importTargets(content: $content, contentEncoding: $contentEncoding, dryRun: $dryRun) {\n      dryRun\n      total\n      valid\n      created\n      errors {\n        row\n        field\n        message\n      }\n      targetIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TargetListPage(\n    $filter: TargetFilter\n    $sort: TargetSortField\n    $order: SortOrder\n    $page: Int\n    $pageSize: Int\n  ) {\n    targets(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...TargetTable_Target\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n    projects(sort: ID, order: DESC, pageSize: 200) {\n      items {\n        id\n        code\n        name\n        can {\n          addMatters\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TargetListPage(\n    $filter: TargetFilter\n    $sort: TargetSortField\n    $order: SortOrder\n    $page: Int\n    $pageSize: Int\n  ) {\n    targets(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...TargetTable_Target\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n    clients: masterList(kind: CLIENTS) {\n      id\n      name\n    }\n    projects(sort: ID, order: DESC, pageSize: 200) {\n      items {\n        id\n        code\n        name\n        can {\n          addMatters\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TargetListIds($filter: TargetFilter, $sort: TargetSortField, $order: SortOrder) {\n    targetIds(filter: $filter, sort: $sort, order: $order) {\n      ids\n      truncated\n    }\n  }\n"): (typeof documents)["\n  query TargetListIds($filter: TargetFilter, $sort: TargetSortField, $order: SortOrder) {\n    targetIds(filter: $filter, sort: $sort, order: $order) {\n      ids\n      truncated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TargetListAddMatters($input: AddMattersInput!) {\n    addMattersToProject(input: $input) {\n      created {\n        id\n      }\n      skippedTargetIds\n    }\n  }\n"): (typeof documents)["\n  mutation TargetListAddMatters($input: AddMattersInput!) {\n    addMattersToProject(input: $input) {\n      created {\n        id\n      }\n      skippedTargetIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceCard_Service on CustomerService {\n    id\n    code\n    contractTypeId\n    contractType {\n      id\n      name\n    }\n    contractDetailTypeId\n    contractDetailType {\n      id\n      name\n    }\n    contractReceiverId\n    contractReceiver {\n      id\n      name\n    }\n    serviceItemId\n    serviceItem {\n      id\n      name\n    }\n    implementation\n    implementationLabel\n    operatorCustomerNo\n    startDate\n    endDate\n    notes\n    version\n  }\n"): (typeof documents)["\n  fragment ServiceCard_Service on CustomerService {\n    id\n    code\n    contractTypeId\n    contractType {\n      id\n      name\n    }\n    contractDetailTypeId\n    contractDetailType {\n      id\n      name\n    }\n    contractReceiverId\n    contractReceiver {\n      id\n      name\n    }\n    serviceItemId\n    serviceItem {\n      id\n      name\n    }\n    implementation\n    implementationLabel\n    operatorCustomerNo\n    startDate\n    endDate\n    notes\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerCard_Customer on Customer {\n    id\n    code\n    type\n    typeLabel\n    name\n    nameKana\n    gender\n    genderLabel\n    contactMethod\n    contactMethodLabel\n    ownership\n    ownershipLabel\n    phone @include(if: $withContact)\n    mobile @include(if: $withContact)\n    email @include(if: $withContact)\n    postalCode @include(if: $withContact)\n    address @include(if: $withContact)\n    notes\n    version\n  }\n"): (typeof documents)["\n  fragment CustomerCard_Customer on Customer {\n    id\n    code\n    type\n    typeLabel\n    name\n    nameKana\n    gender\n    genderLabel\n    contactMethod\n    contactMethodLabel\n    ownership\n    ownershipLabel\n    phone @include(if: $withContact)\n    mobile @include(if: $withContact)\n    email @include(if: $withContact)\n    postalCode @include(if: $withContact)\n    address @include(if: $withContact)\n    notes\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DetailForm_Detail on TargetDetail {\n    id\n    roomNumber\n    floor\n    deviceLineType\n    deviceLineTypeLabel\n    deviceInstallationTypeId\n    deviceInstallationType {\n      id\n      name\n    }\n    deviceModelId\n    deviceModel {\n      id\n      name\n    }\n    notes\n    version\n  }\n"): (typeof documents)["\n  fragment DetailForm_Detail on TargetDetail {\n    id\n    roomNumber\n    floor\n    deviceLineType\n    deviceLineTypeLabel\n    deviceInstallationTypeId\n    deviceInstallationType {\n      id\n      name\n    }\n    deviceModelId\n    deviceModel {\n      id\n      name\n    }\n    notes\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TargetForm_Target on Target {\n    id\n    type\n    typeLabel\n    name\n    nameKana\n    postalCode\n    prefecture\n    city\n    town\n    street\n    building\n    poleNumber\n    poleOwner\n    installationTypeId\n    installationType {\n      id\n      name\n    }\n    clientId\n    client {\n      id\n      name\n    }\n    totalUnits\n    notes\n    version\n  }\n"): (typeof documents)["\n  fragment TargetForm_Target on Target {\n    id\n    type\n    typeLabel\n    name\n    nameKana\n    postalCode\n    prefecture\n    city\n    town\n    street\n    building\n    poleNumber\n    poleOwner\n    installationTypeId\n    installationType {\n      id\n      name\n    }\n    clientId\n    client {\n      id\n      name\n    }\n    totalUnits\n    notes\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TargetLineCodesTable_LineCode on LineCode {\n    id\n    code\n    status\n    poleNumber\n    cableType\n  }\n"): (typeof documents)["\n  fragment TargetLineCodesTable_LineCode on LineCode {\n    id\n    code\n    status\n    poleNumber\n    cableType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TargetMattersTable_Matter on Matter {\n    id\n    code\n    project {\n      id\n      name\n    }\n    statusLabel\n    assignee {\n      id\n      name\n    }\n    dueDate\n  }\n"): (typeof documents)["\n  fragment TargetMattersTable_Matter on Matter {\n    id\n    code\n    project {\n      id\n      name\n    }\n    statusLabel\n    assignee {\n      id\n      name\n    }\n    dueDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TargetUnitsTable_Detail on TargetDetail {\n    id\n    code\n    roomNumber\n    floor\n    deviceLineTypeLabel\n    customers {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment TargetUnitsTable_Detail on TargetDetail {\n    id\n    code\n    roomNumber\n    floor\n    deviceLineTypeLabel\n    customers {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TargetTable_Target on Target {\n    id\n    code\n    typeLabel\n    name\n    nameKana\n    postalCode\n    address\n    poleNumber\n    client {\n      id\n      name\n    }\n    openMatterCount\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment TargetTable_Target on Target {\n    id\n    code\n    typeLabel\n    name\n    nameKana\n    postalCode\n    address\n    poleNumber\n    client {\n      id\n      name\n    }\n    openMatterCount\n    updatedAt\n  }\n"];
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