import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant, ISO 8601 in UTC (shown in Asia/Tokyo by the client). */
  DateTime: { input: string; output: string; }
};

/** Fields of a new user. */
export type CreateUserInput = {
  /** Partner company, if the user belongs to one */
  associateCompanyId?: InputMaybe<Scalars['Int']['input']>;
  /** Client, if the user works for one */
  clientId?: InputMaybe<Scalars['Int']['input']>;
  /** E-mail address (unique) */
  email: Scalars['String']['input'];
  /** Full name */
  name: Scalars['String']['input'];
  /** Role type id */
  roleTypeId: Scalars['Int']['input'];
  /** Team, if the user belongs to one */
  teamId?: InputMaybe<Scalars['Int']['input']>;
  /** Temporary password the user must change at first sign-in */
  temporaryPassword: Scalars['String']['input'];
};

/** The root of every write. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Create a user and its identity account (temporary password, must change it at first sign-in). */
  createUser: User;
  /** Delete a user (soft delete) and disable its identity account. Returns the id. */
  deleteUser: Scalars['ID']['output'];
  /** No-op that proves the mutation root is reachable; returns true. */
  noop: Scalars['Boolean']['output'];
  /** Change a user. */
  updateUser: User;
};


/** The root of every write. */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/** The root of every write. */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** The root of every write. */
export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};

/** An entry of a master list (`/pair/...`). */
export type NamedItem = {
  __typename?: 'NamedItem';
  /** Primary key */
  id: Scalars['Int']['output'];
  /** Japanese display name */
  name: Scalars['String']['output'];
};

/** Paging facts of a list answer. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** 1-based page number */
  page: Scalars['Int']['output'];
  /** Rows per page */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filters, over all pages */
  totalCount: Scalars['Int']['output'];
};

/** Permission flags of a user's role (DOMAIN.md, Roles and permission flags). */
export type Permission =
  /** Create, change and delete constructions, entries and measurements */
  | 'CONSTRUCTION_EDIT'
  /** 工事指示一覧 (construction instruction list) and dispatch */
  | 'INSTRUCTION_SEND'
  /** Create, change and delete drop-line (line code) records */
  | 'LINE_CODE_EDIT'
  /** 外部連携 (external integration) and master lists */
  | 'MASTER_MANAGE'
  /** 帳票一覧 (documents), attachments and customers' contact details */
  | 'MATTER_READ'
  /** Create, change and delete negotiations, their history and documents */
  | 'NEGOTIATION_EDIT'
  /** Create, change and delete targets, details, customers, projects and matters */
  | 'TARGET_EDIT'
  /** ユーザー管理 (user administration) */
  | 'USER_MANAGE';

/** The permission flags of the signed-in user's role, as booleans the UI reads instead of re-deriving roles. */
export type Permissions = {
  __typename?: 'Permissions';
  /** May edit constructions, entries and measurements */
  constructionEdit: Scalars['Boolean']['output'];
  /** May open the construction instruction list and dispatch */
  instructionSend: Scalars['Boolean']['output'];
  /** May edit drop-line records */
  lineCodeEdit: Scalars['Boolean']['output'];
  /** May open external integration and edit master lists */
  masterManage: Scalars['Boolean']['output'];
  /** May open the document list and read customers' contact details */
  matterRead: Scalars['Boolean']['output'];
  /** May edit negotiations and their documents */
  negotiationEdit: Scalars['Boolean']['output'];
  /** May edit targets, details, customers, projects and matters */
  targetEdit: Scalars['Boolean']['output'];
  /** May list, create, edit and delete users */
  userManage: Scalars['Boolean']['output'];
};

/** The root of every read. */
export type Query = {
  __typename?: 'Query';
  /** Partner companies 協力会社 (/pair/associate-companies). */
  associateCompanies: Array<NamedItem>;
  /** Clients 発注元 (/pair/clients). */
  clients: Array<NamedItem>;
  /** Liveness of the schema itself; always true. */
  ok: Scalars['Boolean']['output'];
  /** Role types (/pair/role-types). */
  roleTypes: Array<NamedItem>;
  /** Teams 班 (/pair/teams). */
  teams: Array<NamedItem>;
  /** One user, or null when there is none. */
  user?: Maybe<User>;
  /** Users matching the filters, one page, sorted. */
  users: UserPage;
  /** The signed-in user with the role flags as booleans. */
  viewer: Viewer;
};


/** The root of every read. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. */
export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<UserSortField>;
};

/** Sort direction of a list. */
export type SortOrder =
  /** Ascending */
  | 'ASC'
  /** Descending */
  | 'DESC';

/** Fields of a changed user; omitted fields stay as they are. */
export type UpdateUserInput = {
  /** Partner company (null removes it) */
  associateCompanyId?: InputMaybe<Scalars['Int']['input']>;
  /** Client (null removes it) */
  clientId?: InputMaybe<Scalars['Int']['input']>;
  /** E-mail address (unique) */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Full name */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Role type id */
  roleTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** Team (null removes it) */
  teamId?: InputMaybe<Scalars['Int']['input']>;
  /** The version that was read; a stale one is refused with CONFLICT */
  version: Scalars['Int']['input'];
};

/** A staff account (REST /basis/users). */
export type User = {
  __typename?: 'User';
  /** Partner companies; the first is the user's own */
  associateCompanies: Array<NamedItem>;
  /** Clients; the first is the user's own */
  clients: Array<NamedItem>;
  /** Id zero-padded to 8 digits */
  code: Scalars['String']['output'];
  /** When the record was created */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail address, unique; also the sign-in name */
  email: Scalars['String']['output'];
  /** Primary key */
  id: Scalars['ID']['output'];
  /** Full name (Japanese) */
  name: Scalars['String']['output'];
  /** Role type (1 管理者 … 8 引込線登録) */
  roleType: NamedItem;
  /** Teams; the first is the user's own */
  teams: Array<NamedItem>;
  /** When the record was last changed */
  updatedAt: Scalars['DateTime']['output'];
  /** Optimistic-lock version; send it back with an update or delete */
  version: Scalars['Int']['output'];
};

/** Filters of the user list; empty values are dropped before the search. */
export type UserFilter = {
  /** Partner company id */
  associateCompanyId?: InputMaybe<Scalars['Int']['input']>;
  /** Client id */
  clientId?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the e-mail address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Part of the name */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Role type id */
  roleTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** Team id */
  teamId?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of users. */
export type UserPage = {
  __typename?: 'UserPage';
  /** The users of this page */
  items: Array<User>;
  /** Paging facts */
  pageInfo: PageInfo;
};

/** Columns the user list can be sorted by. */
export type UserSortField =
  /** E-mail address */
  | 'EMAIL'
  /** Id */
  | 'ID'
  /** Name */
  | 'NAME'
  /** Role type */
  | 'ROLE_TYPE';

/** The signed-in user (GET /api/v1/login). */
export type Viewer = {
  __typename?: 'Viewer';
  /** The user's own partner company (the first of its list), if any */
  associateCompany?: Maybe<NamedItem>;
  /** What the user may do */
  can: Permissions;
  /** The user's own client (the first of its list), if any */
  client?: Maybe<NamedItem>;
  /** User id zero-padded to 8 digits, as shown in the top bar */
  code: Scalars['String']['output'];
  /** E-mail address, also the sign-in name */
  email: Scalars['String']['output'];
  /** User id */
  id: Scalars['ID']['output'];
  /** Full name (Japanese) */
  name: Scalars['String']['output'];
  /** Role type */
  roleType: NamedItem;
  /** The user's own team (the first of its list), if any */
  team?: Maybe<NamedItem>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateUserInput: CreateUserInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NamedItem: ResolverTypeWrapper<NamedItem>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Permission: Permission;
  Permissions: ResolverTypeWrapper<Permissions>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<User>;
  UserFilter: UserFilter;
  UserPage: ResolverTypeWrapper<UserPage>;
  UserSortField: UserSortField;
  Viewer: ResolverTypeWrapper<Viewer>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  CreateUserInput: CreateUserInput;
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  NamedItem: NamedItem;
  PageInfo: PageInfo;
  Permissions: Permissions;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  UpdateUserInput: UpdateUserInput;
  User: User;
  UserFilter: UserFilter;
  UserPage: UserPage;
  Viewer: Viewer;
};

export type RequiresDirectiveArgs = {
  permission: Permission;
};

export type RequiresDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = RequiresDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type SignedInDirectiveArgs = { };

export type SignedInDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = SignedInDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id' | 'version'>>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
};

export type NamedItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NamedItem'] = ResolversParentTypes['NamedItem']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PermissionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Permissions'] = ResolversParentTypes['Permissions']> = {
  constructionEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  instructionSend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineCodeEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  masterManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  matterRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  negotiationEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  targetEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  associateCompanies?: Resolver<Array<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  clients?: Resolver<Array<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roleTypes?: Resolver<Array<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  associateCompanies?: Resolver<Array<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  clients?: Resolver<Array<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleType?: Resolver<ResolversTypes['NamedItem'], ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  associateCompany?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  can?: Resolver<ResolversTypes['Permissions'], ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleType?: Resolver<ResolversTypes['NamedItem'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  NamedItem?: NamedItemResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Permissions?: PermissionsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  requires?: RequiresDirectiveResolver<any, any, ContextType>;
  signedIn?: SignedInDirectiveResolver<any, any, ContextType>;
};
