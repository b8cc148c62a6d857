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
    "\n  query AuditLog($filter: AuditFilter, $after: String, $first: Int) {\n    auditLog(filter: $filter, after: $after, first: $first) {\n      entries {\n        id\n        at\n        staffId\n        staffEmail\n        brandId\n        action\n        target\n        before\n        after\n        ip\n      }\n      nextCursor\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AuditBrandChoices {\n    brands {\n      id\n      name\n    }\n  }\n": typeof types.AuditBrandChoicesDocument,
    "\n  query AuditStaffChoices {\n    staffList {\n      id\n      name\n      email\n    }\n  }\n": typeof types.AuditStaffChoicesDocument,
    "\n  query BrandList {\n    brands {\n      id\n      name\n      hosts\n      layout\n      logoUrl\n    }\n  }\n": typeof types.BrandListDocument,
    "\n  fragment ConsoleBrandFields on ConsoleBrand {\n    id\n    name\n    hosts\n    layout\n    logoUrl\n    iconUrl\n    accentColor\n    accentColorExact\n    mediaTypes\n    tags\n    menu {\n      label\n      path\n      icon\n      color\n      submenuType\n    }\n    supportDomain\n    supportEmail\n    phones\n    companyName\n    address {\n      address\n      city\n      state\n      zip\n      countryCode\n    }\n    cookiePolicyUrl\n    currency\n    defaultLanguage\n    languages\n    sweeps {\n      forAll\n      blockedCountries\n    }\n  }\n": typeof types.ConsoleBrandFieldsFragmentDoc,
    "\n  query BrandDetail($id: ID!) {\n    brand(id: $id) {\n      ...ConsoleBrandFields\n    }\n  }\n": typeof types.BrandDetailDocument,
    "\n  mutation CreateBrand($id: ID!, $input: BrandInput!) {\n    createBrand(id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      brand {\n        ...ConsoleBrandFields\n      }\n    }\n  }\n": typeof types.CreateBrandDocument,
    "\n  mutation UpdateBrand($id: ID!, $input: BrandInput!) {\n    updateBrand(id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      brand {\n        ...ConsoleBrandFields\n      }\n    }\n  }\n": typeof types.UpdateBrandDocument,
    "\n  fragment ConsoleGiveawayFields on ConsoleGiveaway {\n    id\n    brandId\n    name\n    prize\n    category\n    physical\n    memberOnly\n    refNumber\n    firstMonth\n    lastMonth\n    monthsOpen\n    opensAt\n    closesAt\n    entries\n    state\n    currency\n    symbol\n    priceMinor\n    priceEntries\n    multiplierMinor\n    multiplierFactor\n  }\n": typeof types.ConsoleGiveawayFieldsFragmentDoc,
    "\n  fragment ConsoleDrawFields on ConsoleDraw {\n    id\n    period\n    opensAt\n    closesAt\n    commitment\n    state\n    beacon\n    total\n    uniqueEntrants\n    winner\n    winnerKind\n    winnerMemberId\n    winnerPostalId\n    drawnAt\n    publishedAt\n    verificationUrl\n  }\n": typeof types.ConsoleDrawFieldsFragmentDoc,
    "\n  query GiveawayBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.GiveawayBrandDocument,
    "\n  query BrandGiveawayList($brandId: ID!) {\n    giveaways(brandId: $brandId) {\n      brandId\n      currency\n      currencyDecimals\n      currentMonth\n      list {\n        ...ConsoleGiveawayFields\n      }\n    }\n  }\n": typeof types.BrandGiveawayListDocument,
    "\n  query GiveawayDetail($brandId: ID!, $id: ID!) {\n    giveaways(brandId: $brandId) {\n      brandId\n      currentMonth\n      one(id: $id) {\n        ...ConsoleGiveawayFields\n        draws {\n          ...ConsoleDrawFields\n        }\n      }\n    }\n  }\n": typeof types.GiveawayDetailDocument,
    "\n  mutation CreateGiveaway($brandId: ID!, $input: GiveawayInput!) {\n    createGiveaway(brandId: $brandId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      giveaway {\n        ...ConsoleGiveawayFields\n      }\n    }\n  }\n": typeof types.CreateGiveawayDocument,
    "\n  mutation RecordPostalEntry($brandId: ID!, $giveawayId: ID!, $input: PostalEntryInput!) {\n    recordPostalEntry(brandId: $brandId, giveawayId: $giveawayId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      postalEntryId\n    }\n  }\n": typeof types.RecordPostalEntryDocument,
    "\n  mutation RunDraw($brandId: ID!, $giveawayId: ID!, $month: String!, $hold: Boolean, $beacon: String) {\n    runDraw(brandId: $brandId, giveawayId: $giveawayId, month: $month, hold: $hold, beacon: $beacon) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      outcome\n      draw {\n        ...ConsoleDrawFields\n      }\n    }\n  }\n": typeof types.RunDrawDocument,
    "\n  mutation PublishDraw($brandId: ID!, $drawId: ID!) {\n    publishDraw(brandId: $brandId, drawId: $drawId) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      outcome\n      draw {\n        ...ConsoleDrawFields\n      }\n    }\n  }\n": typeof types.PublishDrawDocument,
    "\n  mutation GrantMonthlyEntries($brandId: ID!, $month: String!) {\n    grantMonthlyEntries(brandId: $brandId, month: $month) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      period\n      lines {\n        giveawayId\n        eligible\n        entered\n        skipped\n      }\n    }\n  }\n": typeof types.GrantMonthlyEntriesDocument,
    "\n  fragment ConsolePlanFields on ConsolePlan {\n    id\n    brandId\n    texts {\n      lang\n      name\n      description\n    }\n    group\n    priceInitialMinor\n    priceRecurringMinor\n    currency\n    symbol\n    trialDays\n    interval\n    intervalCount\n    mediaTypes\n    membershipId\n    onSale\n    activeSubscribers\n  }\n": typeof types.ConsolePlanFieldsFragmentDoc,
    "\n  query PlanBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n      currency\n      defaultLanguage\n    }\n  }\n": typeof types.PlanBrandDocument,
    "\n  query BrandPlans($brandId: ID!) {\n    plans(brandId: $brandId) {\n      ...ConsolePlanFields\n    }\n  }\n": typeof types.BrandPlansDocument,
    "\n  query PlanDetail($id: ID!) {\n    plan(id: $id) {\n      ...ConsolePlanFields\n    }\n  }\n": typeof types.PlanDetailDocument,
    "\n  mutation CreatePlan($brandId: ID!, $input: PlanInput!) {\n    createPlan(brandId: $brandId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      plan {\n        ...ConsolePlanFields\n      }\n    }\n  }\n": typeof types.CreatePlanDocument,
    "\n  mutation UpdatePlan($id: ID!, $input: PlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      plan {\n        ...ConsolePlanFields\n      }\n    }\n  }\n": typeof types.UpdatePlanDocument,
    "\n  mutation SetPlanOnSale($id: ID!, $onSale: Boolean!) {\n    setPlanOnSale(id: $id, onSale: $onSale) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      plan {\n        ...ConsolePlanFields\n      }\n    }\n  }\n": typeof types.SetPlanOnSaleDocument,
    "\n  mutation SetStaffLanguage($lang: String!) {\n    setStaffLanguage(lang: $lang) {\n      responseResult {\n        succeeded\n        errorCode\n      }\n      staff {\n        id\n        lang\n      }\n    }\n  }\n": typeof types.SetStaffLanguageDocument,
    "\n  query StaffList {\n    staffList {\n      id\n      email\n      name\n      role\n      brandIds\n      active\n      enrolled\n      lastSignInAt\n    }\n  }\n": typeof types.StaffListDocument,
    "\n  query StaffBrandChoices {\n    brands {\n      id\n      name\n    }\n  }\n": typeof types.StaffBrandChoicesDocument,
    "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      staff {\n        id\n      }\n    }\n  }\n": typeof types.InviteStaffDocument,
    "\n  mutation ChangeStaffRole($id: ID!, $role: StaffRole!, $brandIds: [ID!]!) {\n    changeStaffRole(id: $id, role: $role, brandIds: $brandIds) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      staff {\n        id\n        role\n        brandIds\n      }\n    }\n  }\n": typeof types.ChangeStaffRoleDocument,
    "\n  mutation DeactivateStaff($id: ID!) {\n    deactivateStaff(id: $id) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      staff {\n        id\n        active\n      }\n    }\n  }\n": typeof types.DeactivateStaffDocument,
};
const documents: Documents = {
    "\n  query AuditLog($filter: AuditFilter, $after: String, $first: Int) {\n    auditLog(filter: $filter, after: $after, first: $first) {\n      entries {\n        id\n        at\n        staffId\n        staffEmail\n        brandId\n        action\n        target\n        before\n        after\n        ip\n      }\n      nextCursor\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AuditBrandChoices {\n    brands {\n      id\n      name\n    }\n  }\n": types.AuditBrandChoicesDocument,
    "\n  query AuditStaffChoices {\n    staffList {\n      id\n      name\n      email\n    }\n  }\n": types.AuditStaffChoicesDocument,
    "\n  query BrandList {\n    brands {\n      id\n      name\n      hosts\n      layout\n      logoUrl\n    }\n  }\n": types.BrandListDocument,
    "\n  fragment ConsoleBrandFields on ConsoleBrand {\n    id\n    name\n    hosts\n    layout\n    logoUrl\n    iconUrl\n    accentColor\n    accentColorExact\n    mediaTypes\n    tags\n    menu {\n      label\n      path\n      icon\n      color\n      submenuType\n    }\n    supportDomain\n    supportEmail\n    phones\n    companyName\n    address {\n      address\n      city\n      state\n      zip\n      countryCode\n    }\n    cookiePolicyUrl\n    currency\n    defaultLanguage\n    languages\n    sweeps {\n      forAll\n      blockedCountries\n    }\n  }\n": types.ConsoleBrandFieldsFragmentDoc,
    "\n  query BrandDetail($id: ID!) {\n    brand(id: $id) {\n      ...ConsoleBrandFields\n    }\n  }\n": types.BrandDetailDocument,
    "\n  mutation CreateBrand($id: ID!, $input: BrandInput!) {\n    createBrand(id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      brand {\n        ...ConsoleBrandFields\n      }\n    }\n  }\n": types.CreateBrandDocument,
    "\n  mutation UpdateBrand($id: ID!, $input: BrandInput!) {\n    updateBrand(id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      brand {\n        ...ConsoleBrandFields\n      }\n    }\n  }\n": types.UpdateBrandDocument,
    "\n  fragment ConsoleGiveawayFields on ConsoleGiveaway {\n    id\n    brandId\n    name\n    prize\n    category\n    physical\n    memberOnly\n    refNumber\n    firstMonth\n    lastMonth\n    monthsOpen\n    opensAt\n    closesAt\n    entries\n    state\n    currency\n    symbol\n    priceMinor\n    priceEntries\n    multiplierMinor\n    multiplierFactor\n  }\n": types.ConsoleGiveawayFieldsFragmentDoc,
    "\n  fragment ConsoleDrawFields on ConsoleDraw {\n    id\n    period\n    opensAt\n    closesAt\n    commitment\n    state\n    beacon\n    total\n    uniqueEntrants\n    winner\n    winnerKind\n    winnerMemberId\n    winnerPostalId\n    drawnAt\n    publishedAt\n    verificationUrl\n  }\n": types.ConsoleDrawFieldsFragmentDoc,
    "\n  query GiveawayBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n": types.GiveawayBrandDocument,
    "\n  query BrandGiveawayList($brandId: ID!) {\n    giveaways(brandId: $brandId) {\n      brandId\n      currency\n      currencyDecimals\n      currentMonth\n      list {\n        ...ConsoleGiveawayFields\n      }\n    }\n  }\n": types.BrandGiveawayListDocument,
    "\n  query GiveawayDetail($brandId: ID!, $id: ID!) {\n    giveaways(brandId: $brandId) {\n      brandId\n      currentMonth\n      one(id: $id) {\n        ...ConsoleGiveawayFields\n        draws {\n          ...ConsoleDrawFields\n        }\n      }\n    }\n  }\n": types.GiveawayDetailDocument,
    "\n  mutation CreateGiveaway($brandId: ID!, $input: GiveawayInput!) {\n    createGiveaway(brandId: $brandId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      giveaway {\n        ...ConsoleGiveawayFields\n      }\n    }\n  }\n": types.CreateGiveawayDocument,
    "\n  mutation RecordPostalEntry($brandId: ID!, $giveawayId: ID!, $input: PostalEntryInput!) {\n    recordPostalEntry(brandId: $brandId, giveawayId: $giveawayId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      postalEntryId\n    }\n  }\n": types.RecordPostalEntryDocument,
    "\n  mutation RunDraw($brandId: ID!, $giveawayId: ID!, $month: String!, $hold: Boolean, $beacon: String) {\n    runDraw(brandId: $brandId, giveawayId: $giveawayId, month: $month, hold: $hold, beacon: $beacon) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      outcome\n      draw {\n        ...ConsoleDrawFields\n      }\n    }\n  }\n": types.RunDrawDocument,
    "\n  mutation PublishDraw($brandId: ID!, $drawId: ID!) {\n    publishDraw(brandId: $brandId, drawId: $drawId) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      outcome\n      draw {\n        ...ConsoleDrawFields\n      }\n    }\n  }\n": types.PublishDrawDocument,
    "\n  mutation GrantMonthlyEntries($brandId: ID!, $month: String!) {\n    grantMonthlyEntries(brandId: $brandId, month: $month) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      period\n      lines {\n        giveawayId\n        eligible\n        entered\n        skipped\n      }\n    }\n  }\n": types.GrantMonthlyEntriesDocument,
    "\n  fragment ConsolePlanFields on ConsolePlan {\n    id\n    brandId\n    texts {\n      lang\n      name\n      description\n    }\n    group\n    priceInitialMinor\n    priceRecurringMinor\n    currency\n    symbol\n    trialDays\n    interval\n    intervalCount\n    mediaTypes\n    membershipId\n    onSale\n    activeSubscribers\n  }\n": types.ConsolePlanFieldsFragmentDoc,
    "\n  query PlanBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n      currency\n      defaultLanguage\n    }\n  }\n": types.PlanBrandDocument,
    "\n  query BrandPlans($brandId: ID!) {\n    plans(brandId: $brandId) {\n      ...ConsolePlanFields\n    }\n  }\n": types.BrandPlansDocument,
    "\n  query PlanDetail($id: ID!) {\n    plan(id: $id) {\n      ...ConsolePlanFields\n    }\n  }\n": types.PlanDetailDocument,
    "\n  mutation CreatePlan($brandId: ID!, $input: PlanInput!) {\n    createPlan(brandId: $brandId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      plan {\n        ...ConsolePlanFields\n      }\n    }\n  }\n": types.CreatePlanDocument,
    "\n  mutation UpdatePlan($id: ID!, $input: PlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      plan {\n        ...ConsolePlanFields\n      }\n    }\n  }\n": types.UpdatePlanDocument,
    "\n  mutation SetPlanOnSale($id: ID!, $onSale: Boolean!) {\n    setPlanOnSale(id: $id, onSale: $onSale) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      plan {\n        ...ConsolePlanFields\n      }\n    }\n  }\n": types.SetPlanOnSaleDocument,
    "\n  mutation SetStaffLanguage($lang: String!) {\n    setStaffLanguage(lang: $lang) {\n      responseResult {\n        succeeded\n        errorCode\n      }\n      staff {\n        id\n        lang\n      }\n    }\n  }\n": types.SetStaffLanguageDocument,
    "\n  query StaffList {\n    staffList {\n      id\n      email\n      name\n      role\n      brandIds\n      active\n      enrolled\n      lastSignInAt\n    }\n  }\n": types.StaffListDocument,
    "\n  query StaffBrandChoices {\n    brands {\n      id\n      name\n    }\n  }\n": types.StaffBrandChoicesDocument,
    "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      staff {\n        id\n      }\n    }\n  }\n": types.InviteStaffDocument,
    "\n  mutation ChangeStaffRole($id: ID!, $role: StaffRole!, $brandIds: [ID!]!) {\n    changeStaffRole(id: $id, role: $role, brandIds: $brandIds) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      staff {\n        id\n        role\n        brandIds\n      }\n    }\n  }\n": types.ChangeStaffRoleDocument,
    "\n  mutation DeactivateStaff($id: ID!) {\n    deactivateStaff(id: $id) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      staff {\n        id\n        active\n      }\n    }\n  }\n": types.DeactivateStaffDocument,
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
export function graphql(source: "\n  query AuditLog($filter: AuditFilter, $after: String, $first: Int) {\n    auditLog(filter: $filter, after: $after, first: $first) {\n      entries {\n        id\n        at\n        staffId\n        staffEmail\n        brandId\n        action\n        target\n        before\n        after\n        ip\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($filter: AuditFilter, $after: String, $first: Int) {\n    auditLog(filter: $filter, after: $after, first: $first) {\n      entries {\n        id\n        at\n        staffId\n        staffEmail\n        brandId\n        action\n        target\n        before\n        after\n        ip\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditBrandChoices {\n    brands {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AuditBrandChoices {\n    brands {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditStaffChoices {\n    staffList {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query AuditStaffChoices {\n    staffList {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandList {\n    brands {\n      id\n      name\n      hosts\n      layout\n      logoUrl\n    }\n  }\n"): (typeof documents)["\n  query BrandList {\n    brands {\n      id\n      name\n      hosts\n      layout\n      logoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleBrandFields on ConsoleBrand {\n    id\n    name\n    hosts\n    layout\n    logoUrl\n    iconUrl\n    accentColor\n    accentColorExact\n    mediaTypes\n    tags\n    menu {\n      label\n      path\n      icon\n      color\n      submenuType\n    }\n    supportDomain\n    supportEmail\n    phones\n    companyName\n    address {\n      address\n      city\n      state\n      zip\n      countryCode\n    }\n    cookiePolicyUrl\n    currency\n    defaultLanguage\n    languages\n    sweeps {\n      forAll\n      blockedCountries\n    }\n  }\n"): (typeof documents)["\n  fragment ConsoleBrandFields on ConsoleBrand {\n    id\n    name\n    hosts\n    layout\n    logoUrl\n    iconUrl\n    accentColor\n    accentColorExact\n    mediaTypes\n    tags\n    menu {\n      label\n      path\n      icon\n      color\n      submenuType\n    }\n    supportDomain\n    supportEmail\n    phones\n    companyName\n    address {\n      address\n      city\n      state\n      zip\n      countryCode\n    }\n    cookiePolicyUrl\n    currency\n    defaultLanguage\n    languages\n    sweeps {\n      forAll\n      blockedCountries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandDetail($id: ID!) {\n    brand(id: $id) {\n      ...ConsoleBrandFields\n    }\n  }\n"): (typeof documents)["\n  query BrandDetail($id: ID!) {\n    brand(id: $id) {\n      ...ConsoleBrandFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBrand($id: ID!, $input: BrandInput!) {\n    createBrand(id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      brand {\n        ...ConsoleBrandFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBrand($id: ID!, $input: BrandInput!) {\n    createBrand(id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      brand {\n        ...ConsoleBrandFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBrand($id: ID!, $input: BrandInput!) {\n    updateBrand(id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      brand {\n        ...ConsoleBrandFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBrand($id: ID!, $input: BrandInput!) {\n    updateBrand(id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      brand {\n        ...ConsoleBrandFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleGiveawayFields on ConsoleGiveaway {\n    id\n    brandId\n    name\n    prize\n    category\n    physical\n    memberOnly\n    refNumber\n    firstMonth\n    lastMonth\n    monthsOpen\n    opensAt\n    closesAt\n    entries\n    state\n    currency\n    symbol\n    priceMinor\n    priceEntries\n    multiplierMinor\n    multiplierFactor\n  }\n"): (typeof documents)["\n  fragment ConsoleGiveawayFields on ConsoleGiveaway {\n    id\n    brandId\n    name\n    prize\n    category\n    physical\n    memberOnly\n    refNumber\n    firstMonth\n    lastMonth\n    monthsOpen\n    opensAt\n    closesAt\n    entries\n    state\n    currency\n    symbol\n    priceMinor\n    priceEntries\n    multiplierMinor\n    multiplierFactor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleDrawFields on ConsoleDraw {\n    id\n    period\n    opensAt\n    closesAt\n    commitment\n    state\n    beacon\n    total\n    uniqueEntrants\n    winner\n    winnerKind\n    winnerMemberId\n    winnerPostalId\n    drawnAt\n    publishedAt\n    verificationUrl\n  }\n"): (typeof documents)["\n  fragment ConsoleDrawFields on ConsoleDraw {\n    id\n    period\n    opensAt\n    closesAt\n    commitment\n    state\n    beacon\n    total\n    uniqueEntrants\n    winner\n    winnerKind\n    winnerMemberId\n    winnerPostalId\n    drawnAt\n    publishedAt\n    verificationUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiveawayBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query GiveawayBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandGiveawayList($brandId: ID!) {\n    giveaways(brandId: $brandId) {\n      brandId\n      currency\n      currencyDecimals\n      currentMonth\n      list {\n        ...ConsoleGiveawayFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrandGiveawayList($brandId: ID!) {\n    giveaways(brandId: $brandId) {\n      brandId\n      currency\n      currencyDecimals\n      currentMonth\n      list {\n        ...ConsoleGiveawayFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiveawayDetail($brandId: ID!, $id: ID!) {\n    giveaways(brandId: $brandId) {\n      brandId\n      currentMonth\n      one(id: $id) {\n        ...ConsoleGiveawayFields\n        draws {\n          ...ConsoleDrawFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GiveawayDetail($brandId: ID!, $id: ID!) {\n    giveaways(brandId: $brandId) {\n      brandId\n      currentMonth\n      one(id: $id) {\n        ...ConsoleGiveawayFields\n        draws {\n          ...ConsoleDrawFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGiveaway($brandId: ID!, $input: GiveawayInput!) {\n    createGiveaway(brandId: $brandId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      giveaway {\n        ...ConsoleGiveawayFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGiveaway($brandId: ID!, $input: GiveawayInput!) {\n    createGiveaway(brandId: $brandId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      giveaway {\n        ...ConsoleGiveawayFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPostalEntry($brandId: ID!, $giveawayId: ID!, $input: PostalEntryInput!) {\n    recordPostalEntry(brandId: $brandId, giveawayId: $giveawayId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      postalEntryId\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPostalEntry($brandId: ID!, $giveawayId: ID!, $input: PostalEntryInput!) {\n    recordPostalEntry(brandId: $brandId, giveawayId: $giveawayId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      postalEntryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunDraw($brandId: ID!, $giveawayId: ID!, $month: String!, $hold: Boolean, $beacon: String) {\n    runDraw(brandId: $brandId, giveawayId: $giveawayId, month: $month, hold: $hold, beacon: $beacon) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      outcome\n      draw {\n        ...ConsoleDrawFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunDraw($brandId: ID!, $giveawayId: ID!, $month: String!, $hold: Boolean, $beacon: String) {\n    runDraw(brandId: $brandId, giveawayId: $giveawayId, month: $month, hold: $hold, beacon: $beacon) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      outcome\n      draw {\n        ...ConsoleDrawFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishDraw($brandId: ID!, $drawId: ID!) {\n    publishDraw(brandId: $brandId, drawId: $drawId) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      outcome\n      draw {\n        ...ConsoleDrawFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublishDraw($brandId: ID!, $drawId: ID!) {\n    publishDraw(brandId: $brandId, drawId: $drawId) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      outcome\n      draw {\n        ...ConsoleDrawFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantMonthlyEntries($brandId: ID!, $month: String!) {\n    grantMonthlyEntries(brandId: $brandId, month: $month) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      period\n      lines {\n        giveawayId\n        eligible\n        entered\n        skipped\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GrantMonthlyEntries($brandId: ID!, $month: String!) {\n    grantMonthlyEntries(brandId: $brandId, month: $month) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      period\n      lines {\n        giveawayId\n        eligible\n        entered\n        skipped\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsolePlanFields on ConsolePlan {\n    id\n    brandId\n    texts {\n      lang\n      name\n      description\n    }\n    group\n    priceInitialMinor\n    priceRecurringMinor\n    currency\n    symbol\n    trialDays\n    interval\n    intervalCount\n    mediaTypes\n    membershipId\n    onSale\n    activeSubscribers\n  }\n"): (typeof documents)["\n  fragment ConsolePlanFields on ConsolePlan {\n    id\n    brandId\n    texts {\n      lang\n      name\n      description\n    }\n    group\n    priceInitialMinor\n    priceRecurringMinor\n    currency\n    symbol\n    trialDays\n    interval\n    intervalCount\n    mediaTypes\n    membershipId\n    onSale\n    activeSubscribers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n      currency\n      defaultLanguage\n    }\n  }\n"): (typeof documents)["\n  query PlanBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n      currency\n      defaultLanguage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandPlans($brandId: ID!) {\n    plans(brandId: $brandId) {\n      ...ConsolePlanFields\n    }\n  }\n"): (typeof documents)["\n  query BrandPlans($brandId: ID!) {\n    plans(brandId: $brandId) {\n      ...ConsolePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanDetail($id: ID!) {\n    plan(id: $id) {\n      ...ConsolePlanFields\n    }\n  }\n"): (typeof documents)["\n  query PlanDetail($id: ID!) {\n    plan(id: $id) {\n      ...ConsolePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlan($brandId: ID!, $input: PlanInput!) {\n    createPlan(brandId: $brandId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      plan {\n        ...ConsolePlanFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlan($brandId: ID!, $input: PlanInput!) {\n    createPlan(brandId: $brandId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      plan {\n        ...ConsolePlanFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlan($id: ID!, $input: PlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      plan {\n        ...ConsolePlanFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlan($id: ID!, $input: PlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      plan {\n        ...ConsolePlanFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPlanOnSale($id: ID!, $onSale: Boolean!) {\n    setPlanOnSale(id: $id, onSale: $onSale) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      plan {\n        ...ConsolePlanFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPlanOnSale($id: ID!, $onSale: Boolean!) {\n    setPlanOnSale(id: $id, onSale: $onSale) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      plan {\n        ...ConsolePlanFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffLanguage($lang: String!) {\n    setStaffLanguage(lang: $lang) {\n      responseResult {\n        succeeded\n        errorCode\n      }\n      staff {\n        id\n        lang\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetStaffLanguage($lang: String!) {\n    setStaffLanguage(lang: $lang) {\n      responseResult {\n        succeeded\n        errorCode\n      }\n      staff {\n        id\n        lang\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffList {\n    staffList {\n      id\n      email\n      name\n      role\n      brandIds\n      active\n      enrolled\n      lastSignInAt\n    }\n  }\n"): (typeof documents)["\n  query StaffList {\n    staffList {\n      id\n      email\n      name\n      role\n      brandIds\n      active\n      enrolled\n      lastSignInAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffBrandChoices {\n    brands {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query StaffBrandChoices {\n    brands {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      staff {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      staff {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeStaffRole($id: ID!, $role: StaffRole!, $brandIds: [ID!]!) {\n    changeStaffRole(id: $id, role: $role, brandIds: $brandIds) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      staff {\n        id\n        role\n        brandIds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeStaffRole($id: ID!, $role: StaffRole!, $brandIds: [ID!]!) {\n    changeStaffRole(id: $id, role: $role, brandIds: $brandIds) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      staff {\n        id\n        role\n        brandIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateStaff($id: ID!) {\n    deactivateStaff(id: $id) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      staff {\n        id\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateStaff($id: ID!) {\n    deactivateStaff(id: $id) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      staff {\n        id\n        active\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;