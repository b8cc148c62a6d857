import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { MemberModel } from '../../modules/member/model';
import type { SubscriptionModel } from '../../modules/subscription/model';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Arbitrary JSON, used only where SPEC.md leaves a shape open (responseResult.extra). */
  JSON: { input: unknown; output: unknown; }
};

export type Billing = {
  __typename?: 'Billing';
  customerId?: Maybe<Scalars['String']['output']>;
};

export type ContentQuery = {
  __typename?: 'ContentQuery';
  /** The brand's menu. brandId defaults to the brand of the request's host; another brand's id is refused. */
  menuItems: Array<MenuItem>;
};


export type ContentQueryMenuItemsArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
};

export type EcommerceQuery = {
  __typename?: 'EcommerceQuery';
  /** Whether the marketplace is on (feature tag ecommerce:enabled, member tags over brand tags). */
  enabled: Scalars['Boolean']['output'];
};

export type ImpactsQuery = {
  __typename?: 'ImpactsQuery';
  /** Whether the green page is on (green_page:enabled or green_page_v2:enabled). */
  greenPageEnabled: Scalars['Boolean']['output'];
};

export type Member = {
  __typename?: 'Member';
  avatar?: Maybe<Scalars['String']['output']>;
  billing: Billing;
  brandId: Scalars['ID']['output'];
  coinsBalance: Scalars['Int']['output'];
  countryCode?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  greenPoints: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isDemo: Scalars['Boolean']['output'];
  /** True for test members: provider milkbox_test or a test e-mail. */
  isTest: Scalars['Boolean']['output'];
  lang: Scalars['String']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** Falls back to the part of the e-mail before the @ when missing or 'Unknown'. */
  name: Scalars['String']['output'];
  /** not_started | completed (from the tag onboarding_status:completed) */
  onboardingStatus: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  provider: Scalars['String']['output'];
  recipe?: Maybe<Scalars['String']['output']>;
  referenceNumber: Scalars['String']['output'];
  subscription: SubscriptionSummary;
  subscriptionProvider?: Maybe<Scalars['String']['output']>;
  subscriptions: Array<Subscription>;
  tags: Array<Scalars['String']['output']>;
  timezone: Scalars['String']['output'];
};

export type MemberMutation = {
  __typename?: 'MemberMutation';
  /** A fresh token with the member's current tags; the old one keeps its own expiry. */
  refreshToken: RefreshTokenPayload;
  /** Adds tags to the signed-in member (idempotent). Tags are validated by packages/domain. */
  setTags: SetTagsPayload;
};


export type MemberMutationSetTagsArgs = {
  tags: Array<Scalars['String']['input']>;
};

export type MemberQuery = {
  __typename?: 'MemberQuery';
  getCreditBalance: Scalars['Int']['output'];
  /** The signed-in member, or null for an anonymous (generic token) visitor. */
  info?: Maybe<Member>;
};

export type MenuColors = {
  __typename?: 'MenuColors';
  background?: Maybe<Scalars['String']['output']>;
  color?: Maybe<Scalars['String']['output']>;
};

/** A side-menu item. The web shows the translated label of `type` where it has one, else `title`. */
export type MenuItem = {
  __typename?: 'MenuItem';
  colors?: Maybe<MenuColors>;
  display_area_slug: Scalars['String']['output'];
  hideForIphoneDevice: Scalars['Boolean']['output'];
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  submenu_type?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  member: MemberMutation;
};

export type Offer = {
  __typename?: 'Offer';
  id: Scalars['ID']['output'];
  mediaTypes: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type Plan = {
  __typename?: 'Plan';
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  group: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  priceInitial: Scalars['Float']['output'];
  /** Prices in major units as decimals, e.g. 19.99 */
  priceRecurring: Scalars['Float']['output'];
  recurring: PlanRecurring;
  symbol: Scalars['String']['output'];
  trialPeriod: Scalars['Int']['output'];
};

export type PlanQuery = {
  __typename?: 'PlanQuery';
  getPlans: Array<Plan>;
};

export type PlanRecurring = {
  __typename?: 'PlanRecurring';
  interval: Scalars['String']['output'];
  interval_count: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  content: ContentQuery;
  ecommerce: EcommerceQuery;
  impacts: ImpactsQuery;
  member: MemberQuery;
  plan: PlanQuery;
  sweep: SweepQuery;
};

export type RefreshTokenPayload = {
  __typename?: 'RefreshTokenPayload';
  jwt?: Maybe<Scalars['String']['output']>;
  responseResult: ResponseResult;
};

/**
 * Outcome of every mutation. Expected failures are data (succeeded false with an errorCode and a
 * message in the member's language); unexpected ones are GraphQL errors with a masked message.
 */
export type ResponseResult = {
  __typename?: 'ResponseResult';
  errorCode?: Maybe<Scalars['String']['output']>;
  extra?: Maybe<Scalars['JSON']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  succeeded: Scalars['Boolean']['output'];
};

export type SetTagsPayload = {
  __typename?: 'SetTagsPayload';
  responseResult: ResponseResult;
  tags: Array<Scalars['String']['output']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  billingPeriodDays: Scalars['Int']['output'];
  cancelDate?: Maybe<Scalars['String']['output']>;
  cancelRefId?: Maybe<Scalars['String']['output']>;
  cancelledAt?: Maybe<Scalars['String']['output']>;
  endDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isTrial: Scalars['Boolean']['output'];
  mediaTypes: Array<Scalars['String']['output']>;
  membership_id: Scalars['Int']['output'];
  nextBillingDate?: Maybe<Scalars['String']['output']>;
  offers: Array<Offer>;
  planName: Scalars['String']['output'];
  refId: Scalars['String']['output'];
  referenceNumber: Scalars['String']['output'];
  startDate: Scalars['String']['output'];
  subscriptionProvider: Scalars['String']['output'];
};

/** The subscription state of SPEC.md section 4, computed by packages/domain. */
export type SubscriptionSummary = {
  __typename?: 'SubscriptionSummary';
  isActive: Scalars['Boolean']['output'];
  isCanceled: Scalars['Boolean']['output'];
  mediaTypes: Array<Scalars['String']['output']>;
};

export type SweepQuery = {
  __typename?: 'SweepQuery';
  /** Whether giveaways are on for this visitor (SPEC.md 'Sweep feature'), from packages/domain. */
  featureEnabled: Scalars['Boolean']['output'];
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
  Billing: ResolverTypeWrapper<Partial<Billing>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  ContentQuery: ResolverTypeWrapper<Partial<ContentQuery>>;
  EcommerceQuery: ResolverTypeWrapper<Partial<EcommerceQuery>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  ImpactsQuery: ResolverTypeWrapper<Partial<ImpactsQuery>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  JSON: ResolverTypeWrapper<Partial<Scalars['JSON']['output']>>;
  Member: ResolverTypeWrapper<MemberModel>;
  MemberMutation: ResolverTypeWrapper<Partial<MemberMutation>>;
  MemberQuery: ResolverTypeWrapper<Partial<Omit<MemberQuery, 'info'> & { info?: Maybe<ResolversTypes['Member']> }>>;
  MenuColors: ResolverTypeWrapper<Partial<MenuColors>>;
  MenuItem: ResolverTypeWrapper<Partial<MenuItem>>;
  Mutation: ResolverTypeWrapper<Record<string, never>>;
  Offer: ResolverTypeWrapper<Partial<Offer>>;
  Plan: ResolverTypeWrapper<Partial<Plan>>;
  PlanQuery: ResolverTypeWrapper<Partial<PlanQuery>>;
  PlanRecurring: ResolverTypeWrapper<Partial<PlanRecurring>>;
  Query: ResolverTypeWrapper<Record<string, never>>;
  RefreshTokenPayload: ResolverTypeWrapper<Partial<RefreshTokenPayload>>;
  ResponseResult: ResolverTypeWrapper<Partial<ResponseResult>>;
  SetTagsPayload: ResolverTypeWrapper<Partial<SetTagsPayload>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  Subscription: ResolverTypeWrapper<SubscriptionModel>;
  SubscriptionSummary: ResolverTypeWrapper<Partial<SubscriptionSummary>>;
  SweepQuery: ResolverTypeWrapper<Partial<SweepQuery>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Billing: Partial<Billing>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  ContentQuery: Partial<ContentQuery>;
  EcommerceQuery: Partial<EcommerceQuery>;
  Float: Partial<Scalars['Float']['output']>;
  ID: Partial<Scalars['ID']['output']>;
  ImpactsQuery: Partial<ImpactsQuery>;
  Int: Partial<Scalars['Int']['output']>;
  JSON: Partial<Scalars['JSON']['output']>;
  Member: MemberModel;
  MemberMutation: Partial<MemberMutation>;
  MemberQuery: Partial<Omit<MemberQuery, 'info'> & { info?: Maybe<ResolversParentTypes['Member']> }>;
  MenuColors: Partial<MenuColors>;
  MenuItem: Partial<MenuItem>;
  Mutation: Record<string, never>;
  Offer: Partial<Offer>;
  Plan: Partial<Plan>;
  PlanQuery: Partial<PlanQuery>;
  PlanRecurring: Partial<PlanRecurring>;
  Query: Record<string, never>;
  RefreshTokenPayload: Partial<RefreshTokenPayload>;
  ResponseResult: Partial<ResponseResult>;
  SetTagsPayload: Partial<SetTagsPayload>;
  String: Partial<Scalars['String']['output']>;
  Subscription: SubscriptionModel;
  SubscriptionSummary: Partial<SubscriptionSummary>;
  SweepQuery: Partial<SweepQuery>;
};

export type BillingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Billing'] = ResolversParentTypes['Billing']> = {
  customerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContentQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentQuery'] = ResolversParentTypes['ContentQuery']> = {
  menuItems?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType, Partial<ContentQueryMenuItemsArgs>>;
};

export type EcommerceQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EcommerceQuery'] = ResolversParentTypes['EcommerceQuery']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ImpactsQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImpactsQuery'] = ResolversParentTypes['ImpactsQuery']> = {
  greenPageEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billing?: Resolver<ResolversTypes['Billing'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  coinsBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  greenPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDemo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onboardingStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipe?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['SubscriptionSummary'], ParentType, ContextType>;
  subscriptionProvider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptions?: Resolver<Array<ResolversTypes['Subscription']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberMutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberMutation'] = ResolversParentTypes['MemberMutation']> = {
  refreshToken?: Resolver<ResolversTypes['RefreshTokenPayload'], ParentType, ContextType>;
  setTags?: Resolver<ResolversTypes['SetTagsPayload'], ParentType, ContextType, RequireFields<MemberMutationSetTagsArgs, 'tags'>>;
};

export type MemberQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberQuery'] = ResolversParentTypes['MemberQuery']> = {
  getCreditBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  info?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
};

export type MenuColorsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuColors'] = ResolversParentTypes['MenuColors']> = {
  background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MenuItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuItem'] = ResolversParentTypes['MenuItem']> = {
  colors?: Resolver<Maybe<ResolversTypes['MenuColors']>, ParentType, ContextType>;
  display_area_slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hideForIphoneDevice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  submenu_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  member?: Resolver<ResolversTypes['MemberMutation'], ParentType, ContextType>;
};

export type OfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceInitial?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceRecurring?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recurring?: Resolver<ResolversTypes['PlanRecurring'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trialPeriod?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanQuery'] = ResolversParentTypes['PlanQuery']> = {
  getPlans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
};

export type PlanRecurringResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanRecurring'] = ResolversParentTypes['PlanRecurring']> = {
  interval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interval_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  content?: Resolver<ResolversTypes['ContentQuery'], ParentType, ContextType>;
  ecommerce?: Resolver<ResolversTypes['EcommerceQuery'], ParentType, ContextType>;
  impacts?: Resolver<ResolversTypes['ImpactsQuery'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['MemberQuery'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['PlanQuery'], ParentType, ContextType>;
  sweep?: Resolver<ResolversTypes['SweepQuery'], ParentType, ContextType>;
};

export type RefreshTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefreshTokenPayload'] = ResolversParentTypes['RefreshTokenPayload']> = {
  jwt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type ResponseResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponseResult'] = ResolversParentTypes['ResponseResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extra?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  succeeded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SetTagsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetTagsPayload'] = ResolversParentTypes['SetTagsPayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  billingPeriodDays?: SubscriptionResolver<ResolversTypes['Int'], "billingPeriodDays", ParentType, ContextType>;
  cancelDate?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "cancelDate", ParentType, ContextType>;
  cancelRefId?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "cancelRefId", ParentType, ContextType>;
  cancelledAt?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "cancelledAt", ParentType, ContextType>;
  endDate?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "endDate", ParentType, ContextType>;
  id?: SubscriptionResolver<ResolversTypes['ID'], "id", ParentType, ContextType>;
  isActive?: SubscriptionResolver<ResolversTypes['Boolean'], "isActive", ParentType, ContextType>;
  isTrial?: SubscriptionResolver<ResolversTypes['Boolean'], "isTrial", ParentType, ContextType>;
  mediaTypes?: SubscriptionResolver<Array<ResolversTypes['String']>, "mediaTypes", ParentType, ContextType>;
  membership_id?: SubscriptionResolver<ResolversTypes['Int'], "membership_id", ParentType, ContextType>;
  nextBillingDate?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "nextBillingDate", ParentType, ContextType>;
  offers?: SubscriptionResolver<Array<ResolversTypes['Offer']>, "offers", ParentType, ContextType>;
  planName?: SubscriptionResolver<ResolversTypes['String'], "planName", ParentType, ContextType>;
  refId?: SubscriptionResolver<ResolversTypes['String'], "refId", ParentType, ContextType>;
  referenceNumber?: SubscriptionResolver<ResolversTypes['String'], "referenceNumber", ParentType, ContextType>;
  startDate?: SubscriptionResolver<ResolversTypes['String'], "startDate", ParentType, ContextType>;
  subscriptionProvider?: SubscriptionResolver<ResolversTypes['String'], "subscriptionProvider", ParentType, ContextType>;
};

export type SubscriptionSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionSummary'] = ResolversParentTypes['SubscriptionSummary']> = {
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCanceled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mediaTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SweepQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SweepQuery'] = ResolversParentTypes['SweepQuery']> = {
  featureEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Billing?: BillingResolvers<ContextType>;
  ContentQuery?: ContentQueryResolvers<ContextType>;
  EcommerceQuery?: EcommerceQueryResolvers<ContextType>;
  ImpactsQuery?: ImpactsQueryResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Member?: MemberResolvers<ContextType>;
  MemberMutation?: MemberMutationResolvers<ContextType>;
  MemberQuery?: MemberQueryResolvers<ContextType>;
  MenuColors?: MenuColorsResolvers<ContextType>;
  MenuItem?: MenuItemResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanQuery?: PlanQueryResolvers<ContextType>;
  PlanRecurring?: PlanRecurringResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefreshTokenPayload?: RefreshTokenPayloadResolvers<ContextType>;
  ResponseResult?: ResponseResultResolvers<ContextType>;
  SetTagsPayload?: SetTagsPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubscriptionSummary?: SubscriptionSummaryResolvers<ContextType>;
  SweepQuery?: SweepQueryResolvers<ContextType>;
};

