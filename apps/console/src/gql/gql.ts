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
    "\n  fragment ConsoleLibraryScanFields on ConsoleLibraryScan {\n    id\n    state\n    requestedBy\n    createdAt\n    startedAt\n    finishedAt\n    filesTotal\n    filesDone\n    added\n    updated\n    unchanged\n    failed\n    missing\n    error\n    etaSeconds\n  }\n": typeof types.ConsoleLibraryScanFieldsFragmentDoc,
    "\n  fragment ConsoleLibraryListFields on ConsoleLibrary {\n    id\n    brandId\n    mediaType\n    name\n    dir\n    createdAt\n    lastScan {\n      ...ConsoleLibraryScanFields\n    }\n    packaging {\n      due\n      packaged\n      failed\n    }\n  }\n": typeof types.ConsoleLibraryListFieldsFragmentDoc,
    "\n  query LibraryBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.LibraryBrandDocument,
    "\n  query BrandLibraries($brandId: ID!) {\n    libraries(brandId: $brandId) {\n      brandId\n      roots\n      list {\n        ...ConsoleLibraryListFields\n      }\n    }\n  }\n": typeof types.BrandLibrariesDocument,
    "\n  query LibraryDetail($brandId: ID!, $id: ID!) {\n    libraries(brandId: $brandId) {\n      brandId\n      library(id: $id) {\n        ...ConsoleLibraryListFields\n        scans(first: 10) {\n          ...ConsoleLibraryScanFields\n        }\n        failures {\n          relPath\n          problem\n          detail\n        }\n        packagingFailures {\n          relPath\n          error\n        }\n      }\n    }\n  }\n": typeof types.LibraryDetailDocument,
    "\n  mutation AddLibrary($input: AddLibraryInput!) {\n    addLibrary(input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      library {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AddLibraryDocument,
    "\n  mutation ScanLibrary($brandId: ID!, $libraryId: ID!) {\n    scanLibrary(brandId: $brandId, libraryId: $libraryId) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      scan {\n        ...ConsoleLibraryScanFields\n      }\n    }\n  }\n": typeof types.ScanLibraryDocument,
    "\n  query MemberBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.MemberBrandDocument,
    "\n  query BrandMembers($brandId: ID!, $search: String, $after: String, $first: Int) {\n    members(brandId: $brandId, search: $search, after: $after, first: $first) {\n      entries {\n        id\n        email\n        name\n        referenceNumber\n        planName\n        joinedAt\n        coinBalance\n      }\n      nextCursor\n    }\n  }\n": typeof types.BrandMembersDocument,
    "\n  fragment ConsoleMemberFields on ConsoleMember {\n    id\n    brandId\n    email\n    name\n    firstName\n    lastName\n    referenceNumber\n    lang\n    timezone\n    active\n    joinedAt\n    coinBalance\n    plan {\n      id\n      name\n      trial\n      since\n      nextBillingDate\n      givenByStaff\n    }\n    recentLedger {\n      id\n      kind\n      description\n      amount\n      createdAt\n    }\n  }\n": typeof types.ConsoleMemberFieldsFragmentDoc,
    "\n  query MemberDetail($id: ID!) {\n    member(id: $id) {\n      ...ConsoleMemberFields\n    }\n  }\n": typeof types.MemberDetailDocument,
    "\n  query NewMemberChoices($brandId: ID!) {\n    newMemberOptions(brandId: $brandId) {\n      languages\n      defaultLanguage\n      plans {\n        id\n        name\n      }\n    }\n  }\n": typeof types.NewMemberChoicesDocument,
    "\n  mutation CreateMember($brandId: ID!, $input: NewMemberInput!) {\n    createMember(brandId: $brandId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      linkSent\n      member {\n        ...ConsoleMemberFields\n      }\n    }\n  }\n": typeof types.CreateMemberDocument,
    "\n  mutation AdjustCoins($memberId: ID!, $amount: Int!, $reason: String!, $idempotencyKey: String!) {\n    adjustCoins(memberId: $memberId, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      balance\n      duplicate\n    }\n  }\n": typeof types.AdjustCoinsDocument,
    "\n  query MigrationBrands {\n    brands {\n      id\n      name\n    }\n  }\n": typeof types.MigrationBrandsDocument,
    "\n  query BrandMigrationPreview($fromBrandId: ID!, $toBrandId: ID!) {\n    brandMigrationPreview(fromBrandId: $fromBrandId, toBrandId: $toBrandId) {\n      fromBrandId\n      toBrandId\n      members\n      plans\n      hostnames\n      emailCollisions\n    }\n  }\n": typeof types.BrandMigrationPreviewDocument,
    "\n  mutation MigrateBrand($fromBrandId: ID!, $toBrandId: ID!) {\n    migrateBrand(fromBrandId: $fromBrandId, toBrandId: $toBrandId) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      members\n      plans\n      hostnames\n      emailCollisions\n    }\n  }\n": typeof types.MigrateBrandDocument,
    "\n  fragment ConsoleOrderListFields on ConsoleOrder {\n    id\n    number\n    memberEmail\n    status\n    createdAt\n    lines {\n      productId\n      variantId\n      name\n      variant\n      quantity\n    }\n    shippingOption\n    paymentMethod\n    coinsSpent\n    totalMinor\n    currency\n    symbol\n  }\n": typeof types.ConsoleOrderListFieldsFragmentDoc,
    "\n  fragment ConsoleOrderDetailFields on ConsoleOrder {\n    ...ConsoleOrderListFields\n    brandId\n    memberId\n    updatedAt\n    lines {\n      productId\n      variantId\n      name\n      variant\n      quantity\n      priceMinor\n    }\n    shippingAddress {\n      firstName\n      lastName\n      address\n      apartmentSuite\n      city\n      state\n      postcode\n      country\n      phone\n    }\n    subtotalMinor\n    discountMinor\n    deliveryFeeMinor\n    freeGift\n    nextStatuses\n    events {\n      status\n      note\n      at\n    }\n  }\n": typeof types.ConsoleOrderDetailFieldsFragmentDoc,
    "\n  query OrderBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.OrderBrandDocument,
    "\n  query BrandOrders($brandId: ID!, $status: String, $after: String, $first: Int) {\n    orders(brandId: $brandId) {\n      brandId\n      currency\n      page(status: $status, after: $after, first: $first) {\n        orders {\n          ...ConsoleOrderListFields\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.BrandOrdersDocument,
    "\n  query OrderPickList($brandId: ID!) {\n    orders(brandId: $brandId) {\n      brandId\n      pickList {\n        orders\n        partial\n        lines {\n          productId\n          variantId\n          name\n          variant\n          quantity\n          orderNumbers\n        }\n      }\n    }\n  }\n": typeof types.OrderPickListDocument,
    "\n  query OrderDetail($brandId: ID!, $id: ID!) {\n    orders(brandId: $brandId) {\n      brandId\n      order(id: $id) {\n        ...ConsoleOrderDetailFields\n      }\n    }\n  }\n": typeof types.OrderDetailDocument,
    "\n  mutation SetOrderStatus($brandId: ID!, $id: ID!, $status: String!, $note: String) {\n    setOrderStatus(brandId: $brandId, id: $id, status: $status, note: $note) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      order {\n        ...ConsoleOrderDetailFields\n      }\n      refund {\n        kind\n        amountMinor\n        coins\n        reference\n      }\n    }\n  }\n": typeof types.SetOrderStatusDocument,
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
    "\n  fragment ConsoleTitleListFields on ConsoleTitle {\n    id\n    mediaType\n    title\n    brandId\n    shared\n    hiddenReason\n    mergedInto\n    releaseDate\n    isFree\n    coverUrl\n  }\n": typeof types.ConsoleTitleListFieldsFragmentDoc,
    "\n  query TitleBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.TitleBrandDocument,
    "\n  query BrandTitles(\n    $brandId: ID!\n    $query: String\n    $mediaType: String\n    $hidden: String\n    $first: Int\n    $after: String\n  ) {\n    titles(\n      brandId: $brandId\n      query: $query\n      mediaType: $mediaType\n      hidden: $hidden\n      first: $first\n      after: $after\n    ) {\n      items {\n        ...ConsoleTitleListFields\n      }\n      endCursor\n    }\n  }\n": typeof types.BrandTitlesDocument,
    "\n  query TitleDetail($brandId: ID!, $id: ID!) {\n    title(brandId: $brandId, id: $id) {\n      title {\n        ...ConsoleTitleListFields\n      }\n      texts {\n        lang\n        title\n        description\n      }\n      genreIds\n      genreOptions {\n        id\n        key\n        title\n      }\n      credits {\n        name\n        role\n      }\n      creditRoles\n      restrictedCountries\n      editedAt\n    }\n  }\n": typeof types.TitleDetailDocument,
    "\n  mutation UpdateTitle($brandId: ID!, $id: ID!, $input: TitleInput!) {\n    updateTitle(brandId: $brandId, id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        extra\n      }\n      title {\n        ...ConsoleTitleListFields\n      }\n    }\n  }\n": typeof types.UpdateTitleDocument,
    "\n  mutation MergeTitles($brandId: ID!, $intoId: ID!, $fromId: ID!) {\n    mergeTitles(brandId: $brandId, intoId: $intoId, fromId: $fromId) {\n      responseResult {\n        succeeded\n        errorCode\n      }\n      title {\n        ...ConsoleTitleListFields\n      }\n    }\n  }\n": typeof types.MergeTitlesDocument,
    "\n  mutation SetTitleHidden($brandId: ID!, $id: ID!, $hidden: Boolean!) {\n    setTitleHidden(brandId: $brandId, id: $id, hidden: $hidden) {\n      responseResult {\n        succeeded\n        errorCode\n      }\n      title {\n        ...ConsoleTitleListFields\n      }\n    }\n  }\n": typeof types.SetTitleHiddenDocument,
    "\n  query UpkeepSettings {\n    upkeep {\n      eventRetentionDays\n    }\n  }\n": typeof types.UpkeepSettingsDocument,
    "\n  mutation RunRetention {\n    runRetention {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      pass {\n        sessions\n        oneTimeTokens\n        emailChanges\n        events\n      }\n    }\n  }\n": typeof types.RunRetentionDocument,
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
    "\n  fragment ConsoleLibraryScanFields on ConsoleLibraryScan {\n    id\n    state\n    requestedBy\n    createdAt\n    startedAt\n    finishedAt\n    filesTotal\n    filesDone\n    added\n    updated\n    unchanged\n    failed\n    missing\n    error\n    etaSeconds\n  }\n": types.ConsoleLibraryScanFieldsFragmentDoc,
    "\n  fragment ConsoleLibraryListFields on ConsoleLibrary {\n    id\n    brandId\n    mediaType\n    name\n    dir\n    createdAt\n    lastScan {\n      ...ConsoleLibraryScanFields\n    }\n    packaging {\n      due\n      packaged\n      failed\n    }\n  }\n": types.ConsoleLibraryListFieldsFragmentDoc,
    "\n  query LibraryBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n": types.LibraryBrandDocument,
    "\n  query BrandLibraries($brandId: ID!) {\n    libraries(brandId: $brandId) {\n      brandId\n      roots\n      list {\n        ...ConsoleLibraryListFields\n      }\n    }\n  }\n": types.BrandLibrariesDocument,
    "\n  query LibraryDetail($brandId: ID!, $id: ID!) {\n    libraries(brandId: $brandId) {\n      brandId\n      library(id: $id) {\n        ...ConsoleLibraryListFields\n        scans(first: 10) {\n          ...ConsoleLibraryScanFields\n        }\n        failures {\n          relPath\n          problem\n          detail\n        }\n        packagingFailures {\n          relPath\n          error\n        }\n      }\n    }\n  }\n": types.LibraryDetailDocument,
    "\n  mutation AddLibrary($input: AddLibraryInput!) {\n    addLibrary(input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      library {\n        id\n        name\n      }\n    }\n  }\n": types.AddLibraryDocument,
    "\n  mutation ScanLibrary($brandId: ID!, $libraryId: ID!) {\n    scanLibrary(brandId: $brandId, libraryId: $libraryId) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      scan {\n        ...ConsoleLibraryScanFields\n      }\n    }\n  }\n": types.ScanLibraryDocument,
    "\n  query MemberBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n": types.MemberBrandDocument,
    "\n  query BrandMembers($brandId: ID!, $search: String, $after: String, $first: Int) {\n    members(brandId: $brandId, search: $search, after: $after, first: $first) {\n      entries {\n        id\n        email\n        name\n        referenceNumber\n        planName\n        joinedAt\n        coinBalance\n      }\n      nextCursor\n    }\n  }\n": types.BrandMembersDocument,
    "\n  fragment ConsoleMemberFields on ConsoleMember {\n    id\n    brandId\n    email\n    name\n    firstName\n    lastName\n    referenceNumber\n    lang\n    timezone\n    active\n    joinedAt\n    coinBalance\n    plan {\n      id\n      name\n      trial\n      since\n      nextBillingDate\n      givenByStaff\n    }\n    recentLedger {\n      id\n      kind\n      description\n      amount\n      createdAt\n    }\n  }\n": types.ConsoleMemberFieldsFragmentDoc,
    "\n  query MemberDetail($id: ID!) {\n    member(id: $id) {\n      ...ConsoleMemberFields\n    }\n  }\n": types.MemberDetailDocument,
    "\n  query NewMemberChoices($brandId: ID!) {\n    newMemberOptions(brandId: $brandId) {\n      languages\n      defaultLanguage\n      plans {\n        id\n        name\n      }\n    }\n  }\n": types.NewMemberChoicesDocument,
    "\n  mutation CreateMember($brandId: ID!, $input: NewMemberInput!) {\n    createMember(brandId: $brandId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      linkSent\n      member {\n        ...ConsoleMemberFields\n      }\n    }\n  }\n": types.CreateMemberDocument,
    "\n  mutation AdjustCoins($memberId: ID!, $amount: Int!, $reason: String!, $idempotencyKey: String!) {\n    adjustCoins(memberId: $memberId, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      balance\n      duplicate\n    }\n  }\n": types.AdjustCoinsDocument,
    "\n  query MigrationBrands {\n    brands {\n      id\n      name\n    }\n  }\n": types.MigrationBrandsDocument,
    "\n  query BrandMigrationPreview($fromBrandId: ID!, $toBrandId: ID!) {\n    brandMigrationPreview(fromBrandId: $fromBrandId, toBrandId: $toBrandId) {\n      fromBrandId\n      toBrandId\n      members\n      plans\n      hostnames\n      emailCollisions\n    }\n  }\n": types.BrandMigrationPreviewDocument,
    "\n  mutation MigrateBrand($fromBrandId: ID!, $toBrandId: ID!) {\n    migrateBrand(fromBrandId: $fromBrandId, toBrandId: $toBrandId) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      members\n      plans\n      hostnames\n      emailCollisions\n    }\n  }\n": types.MigrateBrandDocument,
    "\n  fragment ConsoleOrderListFields on ConsoleOrder {\n    id\n    number\n    memberEmail\n    status\n    createdAt\n    lines {\n      productId\n      variantId\n      name\n      variant\n      quantity\n    }\n    shippingOption\n    paymentMethod\n    coinsSpent\n    totalMinor\n    currency\n    symbol\n  }\n": types.ConsoleOrderListFieldsFragmentDoc,
    "\n  fragment ConsoleOrderDetailFields on ConsoleOrder {\n    ...ConsoleOrderListFields\n    brandId\n    memberId\n    updatedAt\n    lines {\n      productId\n      variantId\n      name\n      variant\n      quantity\n      priceMinor\n    }\n    shippingAddress {\n      firstName\n      lastName\n      address\n      apartmentSuite\n      city\n      state\n      postcode\n      country\n      phone\n    }\n    subtotalMinor\n    discountMinor\n    deliveryFeeMinor\n    freeGift\n    nextStatuses\n    events {\n      status\n      note\n      at\n    }\n  }\n": types.ConsoleOrderDetailFieldsFragmentDoc,
    "\n  query OrderBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n": types.OrderBrandDocument,
    "\n  query BrandOrders($brandId: ID!, $status: String, $after: String, $first: Int) {\n    orders(brandId: $brandId) {\n      brandId\n      currency\n      page(status: $status, after: $after, first: $first) {\n        orders {\n          ...ConsoleOrderListFields\n        }\n        nextCursor\n      }\n    }\n  }\n": types.BrandOrdersDocument,
    "\n  query OrderPickList($brandId: ID!) {\n    orders(brandId: $brandId) {\n      brandId\n      pickList {\n        orders\n        partial\n        lines {\n          productId\n          variantId\n          name\n          variant\n          quantity\n          orderNumbers\n        }\n      }\n    }\n  }\n": types.OrderPickListDocument,
    "\n  query OrderDetail($brandId: ID!, $id: ID!) {\n    orders(brandId: $brandId) {\n      brandId\n      order(id: $id) {\n        ...ConsoleOrderDetailFields\n      }\n    }\n  }\n": types.OrderDetailDocument,
    "\n  mutation SetOrderStatus($brandId: ID!, $id: ID!, $status: String!, $note: String) {\n    setOrderStatus(brandId: $brandId, id: $id, status: $status, note: $note) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      order {\n        ...ConsoleOrderDetailFields\n      }\n      refund {\n        kind\n        amountMinor\n        coins\n        reference\n      }\n    }\n  }\n": types.SetOrderStatusDocument,
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
    "\n  fragment ConsoleTitleListFields on ConsoleTitle {\n    id\n    mediaType\n    title\n    brandId\n    shared\n    hiddenReason\n    mergedInto\n    releaseDate\n    isFree\n    coverUrl\n  }\n": types.ConsoleTitleListFieldsFragmentDoc,
    "\n  query TitleBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n": types.TitleBrandDocument,
    "\n  query BrandTitles(\n    $brandId: ID!\n    $query: String\n    $mediaType: String\n    $hidden: String\n    $first: Int\n    $after: String\n  ) {\n    titles(\n      brandId: $brandId\n      query: $query\n      mediaType: $mediaType\n      hidden: $hidden\n      first: $first\n      after: $after\n    ) {\n      items {\n        ...ConsoleTitleListFields\n      }\n      endCursor\n    }\n  }\n": types.BrandTitlesDocument,
    "\n  query TitleDetail($brandId: ID!, $id: ID!) {\n    title(brandId: $brandId, id: $id) {\n      title {\n        ...ConsoleTitleListFields\n      }\n      texts {\n        lang\n        title\n        description\n      }\n      genreIds\n      genreOptions {\n        id\n        key\n        title\n      }\n      credits {\n        name\n        role\n      }\n      creditRoles\n      restrictedCountries\n      editedAt\n    }\n  }\n": types.TitleDetailDocument,
    "\n  mutation UpdateTitle($brandId: ID!, $id: ID!, $input: TitleInput!) {\n    updateTitle(brandId: $brandId, id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        extra\n      }\n      title {\n        ...ConsoleTitleListFields\n      }\n    }\n  }\n": types.UpdateTitleDocument,
    "\n  mutation MergeTitles($brandId: ID!, $intoId: ID!, $fromId: ID!) {\n    mergeTitles(brandId: $brandId, intoId: $intoId, fromId: $fromId) {\n      responseResult {\n        succeeded\n        errorCode\n      }\n      title {\n        ...ConsoleTitleListFields\n      }\n    }\n  }\n": types.MergeTitlesDocument,
    "\n  mutation SetTitleHidden($brandId: ID!, $id: ID!, $hidden: Boolean!) {\n    setTitleHidden(brandId: $brandId, id: $id, hidden: $hidden) {\n      responseResult {\n        succeeded\n        errorCode\n      }\n      title {\n        ...ConsoleTitleListFields\n      }\n    }\n  }\n": types.SetTitleHiddenDocument,
    "\n  query UpkeepSettings {\n    upkeep {\n      eventRetentionDays\n    }\n  }\n": types.UpkeepSettingsDocument,
    "\n  mutation RunRetention {\n    runRetention {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      pass {\n        sessions\n        oneTimeTokens\n        emailChanges\n        events\n      }\n    }\n  }\n": types.RunRetentionDocument,
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
export function graphql(source: "\n  fragment ConsoleLibraryScanFields on ConsoleLibraryScan {\n    id\n    state\n    requestedBy\n    createdAt\n    startedAt\n    finishedAt\n    filesTotal\n    filesDone\n    added\n    updated\n    unchanged\n    failed\n    missing\n    error\n    etaSeconds\n  }\n"): (typeof documents)["\n  fragment ConsoleLibraryScanFields on ConsoleLibraryScan {\n    id\n    state\n    requestedBy\n    createdAt\n    startedAt\n    finishedAt\n    filesTotal\n    filesDone\n    added\n    updated\n    unchanged\n    failed\n    missing\n    error\n    etaSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleLibraryListFields on ConsoleLibrary {\n    id\n    brandId\n    mediaType\n    name\n    dir\n    createdAt\n    lastScan {\n      ...ConsoleLibraryScanFields\n    }\n    packaging {\n      due\n      packaged\n      failed\n    }\n  }\n"): (typeof documents)["\n  fragment ConsoleLibraryListFields on ConsoleLibrary {\n    id\n    brandId\n    mediaType\n    name\n    dir\n    createdAt\n    lastScan {\n      ...ConsoleLibraryScanFields\n    }\n    packaging {\n      due\n      packaged\n      failed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query LibraryBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandLibraries($brandId: ID!) {\n    libraries(brandId: $brandId) {\n      brandId\n      roots\n      list {\n        ...ConsoleLibraryListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrandLibraries($brandId: ID!) {\n    libraries(brandId: $brandId) {\n      brandId\n      roots\n      list {\n        ...ConsoleLibraryListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryDetail($brandId: ID!, $id: ID!) {\n    libraries(brandId: $brandId) {\n      brandId\n      library(id: $id) {\n        ...ConsoleLibraryListFields\n        scans(first: 10) {\n          ...ConsoleLibraryScanFields\n        }\n        failures {\n          relPath\n          problem\n          detail\n        }\n        packagingFailures {\n          relPath\n          error\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LibraryDetail($brandId: ID!, $id: ID!) {\n    libraries(brandId: $brandId) {\n      brandId\n      library(id: $id) {\n        ...ConsoleLibraryListFields\n        scans(first: 10) {\n          ...ConsoleLibraryScanFields\n        }\n        failures {\n          relPath\n          problem\n          detail\n        }\n        packagingFailures {\n          relPath\n          error\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddLibrary($input: AddLibraryInput!) {\n    addLibrary(input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      library {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddLibrary($input: AddLibraryInput!) {\n    addLibrary(input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      library {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScanLibrary($brandId: ID!, $libraryId: ID!) {\n    scanLibrary(brandId: $brandId, libraryId: $libraryId) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      scan {\n        ...ConsoleLibraryScanFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScanLibrary($brandId: ID!, $libraryId: ID!) {\n    scanLibrary(brandId: $brandId, libraryId: $libraryId) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      scan {\n        ...ConsoleLibraryScanFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MemberBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandMembers($brandId: ID!, $search: String, $after: String, $first: Int) {\n    members(brandId: $brandId, search: $search, after: $after, first: $first) {\n      entries {\n        id\n        email\n        name\n        referenceNumber\n        planName\n        joinedAt\n        coinBalance\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query BrandMembers($brandId: ID!, $search: String, $after: String, $first: Int) {\n    members(brandId: $brandId, search: $search, after: $after, first: $first) {\n      entries {\n        id\n        email\n        name\n        referenceNumber\n        planName\n        joinedAt\n        coinBalance\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleMemberFields on ConsoleMember {\n    id\n    brandId\n    email\n    name\n    firstName\n    lastName\n    referenceNumber\n    lang\n    timezone\n    active\n    joinedAt\n    coinBalance\n    plan {\n      id\n      name\n      trial\n      since\n      nextBillingDate\n      givenByStaff\n    }\n    recentLedger {\n      id\n      kind\n      description\n      amount\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment ConsoleMemberFields on ConsoleMember {\n    id\n    brandId\n    email\n    name\n    firstName\n    lastName\n    referenceNumber\n    lang\n    timezone\n    active\n    joinedAt\n    coinBalance\n    plan {\n      id\n      name\n      trial\n      since\n      nextBillingDate\n      givenByStaff\n    }\n    recentLedger {\n      id\n      kind\n      description\n      amount\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberDetail($id: ID!) {\n    member(id: $id) {\n      ...ConsoleMemberFields\n    }\n  }\n"): (typeof documents)["\n  query MemberDetail($id: ID!) {\n    member(id: $id) {\n      ...ConsoleMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewMemberChoices($brandId: ID!) {\n    newMemberOptions(brandId: $brandId) {\n      languages\n      defaultLanguage\n      plans {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewMemberChoices($brandId: ID!) {\n    newMemberOptions(brandId: $brandId) {\n      languages\n      defaultLanguage\n      plans {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMember($brandId: ID!, $input: NewMemberInput!) {\n    createMember(brandId: $brandId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      linkSent\n      member {\n        ...ConsoleMemberFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMember($brandId: ID!, $input: NewMemberInput!) {\n    createMember(brandId: $brandId, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      linkSent\n      member {\n        ...ConsoleMemberFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdjustCoins($memberId: ID!, $amount: Int!, $reason: String!, $idempotencyKey: String!) {\n    adjustCoins(memberId: $memberId, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      balance\n      duplicate\n    }\n  }\n"): (typeof documents)["\n  mutation AdjustCoins($memberId: ID!, $amount: Int!, $reason: String!, $idempotencyKey: String!) {\n    adjustCoins(memberId: $memberId, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      balance\n      duplicate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MigrationBrands {\n    brands {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MigrationBrands {\n    brands {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandMigrationPreview($fromBrandId: ID!, $toBrandId: ID!) {\n    brandMigrationPreview(fromBrandId: $fromBrandId, toBrandId: $toBrandId) {\n      fromBrandId\n      toBrandId\n      members\n      plans\n      hostnames\n      emailCollisions\n    }\n  }\n"): (typeof documents)["\n  query BrandMigrationPreview($fromBrandId: ID!, $toBrandId: ID!) {\n    brandMigrationPreview(fromBrandId: $fromBrandId, toBrandId: $toBrandId) {\n      fromBrandId\n      toBrandId\n      members\n      plans\n      hostnames\n      emailCollisions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MigrateBrand($fromBrandId: ID!, $toBrandId: ID!) {\n    migrateBrand(fromBrandId: $fromBrandId, toBrandId: $toBrandId) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      members\n      plans\n      hostnames\n      emailCollisions\n    }\n  }\n"): (typeof documents)["\n  mutation MigrateBrand($fromBrandId: ID!, $toBrandId: ID!) {\n    migrateBrand(fromBrandId: $fromBrandId, toBrandId: $toBrandId) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      members\n      plans\n      hostnames\n      emailCollisions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleOrderListFields on ConsoleOrder {\n    id\n    number\n    memberEmail\n    status\n    createdAt\n    lines {\n      productId\n      variantId\n      name\n      variant\n      quantity\n    }\n    shippingOption\n    paymentMethod\n    coinsSpent\n    totalMinor\n    currency\n    symbol\n  }\n"): (typeof documents)["\n  fragment ConsoleOrderListFields on ConsoleOrder {\n    id\n    number\n    memberEmail\n    status\n    createdAt\n    lines {\n      productId\n      variantId\n      name\n      variant\n      quantity\n    }\n    shippingOption\n    paymentMethod\n    coinsSpent\n    totalMinor\n    currency\n    symbol\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleOrderDetailFields on ConsoleOrder {\n    ...ConsoleOrderListFields\n    brandId\n    memberId\n    updatedAt\n    lines {\n      productId\n      variantId\n      name\n      variant\n      quantity\n      priceMinor\n    }\n    shippingAddress {\n      firstName\n      lastName\n      address\n      apartmentSuite\n      city\n      state\n      postcode\n      country\n      phone\n    }\n    subtotalMinor\n    discountMinor\n    deliveryFeeMinor\n    freeGift\n    nextStatuses\n    events {\n      status\n      note\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment ConsoleOrderDetailFields on ConsoleOrder {\n    ...ConsoleOrderListFields\n    brandId\n    memberId\n    updatedAt\n    lines {\n      productId\n      variantId\n      name\n      variant\n      quantity\n      priceMinor\n    }\n    shippingAddress {\n      firstName\n      lastName\n      address\n      apartmentSuite\n      city\n      state\n      postcode\n      country\n      phone\n    }\n    subtotalMinor\n    discountMinor\n    deliveryFeeMinor\n    freeGift\n    nextStatuses\n    events {\n      status\n      note\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query OrderBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandOrders($brandId: ID!, $status: String, $after: String, $first: Int) {\n    orders(brandId: $brandId) {\n      brandId\n      currency\n      page(status: $status, after: $after, first: $first) {\n        orders {\n          ...ConsoleOrderListFields\n        }\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrandOrders($brandId: ID!, $status: String, $after: String, $first: Int) {\n    orders(brandId: $brandId) {\n      brandId\n      currency\n      page(status: $status, after: $after, first: $first) {\n        orders {\n          ...ConsoleOrderListFields\n        }\n        nextCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPickList($brandId: ID!) {\n    orders(brandId: $brandId) {\n      brandId\n      pickList {\n        orders\n        partial\n        lines {\n          productId\n          variantId\n          name\n          variant\n          quantity\n          orderNumbers\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderPickList($brandId: ID!) {\n    orders(brandId: $brandId) {\n      brandId\n      pickList {\n        orders\n        partial\n        lines {\n          productId\n          variantId\n          name\n          variant\n          quantity\n          orderNumbers\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetail($brandId: ID!, $id: ID!) {\n    orders(brandId: $brandId) {\n      brandId\n      order(id: $id) {\n        ...ConsoleOrderDetailFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderDetail($brandId: ID!, $id: ID!) {\n    orders(brandId: $brandId) {\n      brandId\n      order(id: $id) {\n        ...ConsoleOrderDetailFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderStatus($brandId: ID!, $id: ID!, $status: String!, $note: String) {\n    setOrderStatus(brandId: $brandId, id: $id, status: $status, note: $note) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      order {\n        ...ConsoleOrderDetailFields\n      }\n      refund {\n        kind\n        amountMinor\n        coins\n        reference\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderStatus($brandId: ID!, $id: ID!, $status: String!, $note: String) {\n    setOrderStatus(brandId: $brandId, id: $id, status: $status, note: $note) {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      order {\n        ...ConsoleOrderDetailFields\n      }\n      refund {\n        kind\n        amountMinor\n        coins\n        reference\n      }\n    }\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleTitleListFields on ConsoleTitle {\n    id\n    mediaType\n    title\n    brandId\n    shared\n    hiddenReason\n    mergedInto\n    releaseDate\n    isFree\n    coverUrl\n  }\n"): (typeof documents)["\n  fragment ConsoleTitleListFields on ConsoleTitle {\n    id\n    mediaType\n    title\n    brandId\n    shared\n    hiddenReason\n    mergedInto\n    releaseDate\n    isFree\n    coverUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TitleBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query TitleBrand($id: ID!) {\n    brand(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandTitles(\n    $brandId: ID!\n    $query: String\n    $mediaType: String\n    $hidden: String\n    $first: Int\n    $after: String\n  ) {\n    titles(\n      brandId: $brandId\n      query: $query\n      mediaType: $mediaType\n      hidden: $hidden\n      first: $first\n      after: $after\n    ) {\n      items {\n        ...ConsoleTitleListFields\n      }\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query BrandTitles(\n    $brandId: ID!\n    $query: String\n    $mediaType: String\n    $hidden: String\n    $first: Int\n    $after: String\n  ) {\n    titles(\n      brandId: $brandId\n      query: $query\n      mediaType: $mediaType\n      hidden: $hidden\n      first: $first\n      after: $after\n    ) {\n      items {\n        ...ConsoleTitleListFields\n      }\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TitleDetail($brandId: ID!, $id: ID!) {\n    title(brandId: $brandId, id: $id) {\n      title {\n        ...ConsoleTitleListFields\n      }\n      texts {\n        lang\n        title\n        description\n      }\n      genreIds\n      genreOptions {\n        id\n        key\n        title\n      }\n      credits {\n        name\n        role\n      }\n      creditRoles\n      restrictedCountries\n      editedAt\n    }\n  }\n"): (typeof documents)["\n  query TitleDetail($brandId: ID!, $id: ID!) {\n    title(brandId: $brandId, id: $id) {\n      title {\n        ...ConsoleTitleListFields\n      }\n      texts {\n        lang\n        title\n        description\n      }\n      genreIds\n      genreOptions {\n        id\n        key\n        title\n      }\n      credits {\n        name\n        role\n      }\n      creditRoles\n      restrictedCountries\n      editedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTitle($brandId: ID!, $id: ID!, $input: TitleInput!) {\n    updateTitle(brandId: $brandId, id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        extra\n      }\n      title {\n        ...ConsoleTitleListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTitle($brandId: ID!, $id: ID!, $input: TitleInput!) {\n    updateTitle(brandId: $brandId, id: $id, input: $input) {\n      responseResult {\n        succeeded\n        errorCode\n        extra\n      }\n      title {\n        ...ConsoleTitleListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeTitles($brandId: ID!, $intoId: ID!, $fromId: ID!) {\n    mergeTitles(brandId: $brandId, intoId: $intoId, fromId: $fromId) {\n      responseResult {\n        succeeded\n        errorCode\n      }\n      title {\n        ...ConsoleTitleListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MergeTitles($brandId: ID!, $intoId: ID!, $fromId: ID!) {\n    mergeTitles(brandId: $brandId, intoId: $intoId, fromId: $fromId) {\n      responseResult {\n        succeeded\n        errorCode\n      }\n      title {\n        ...ConsoleTitleListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTitleHidden($brandId: ID!, $id: ID!, $hidden: Boolean!) {\n    setTitleHidden(brandId: $brandId, id: $id, hidden: $hidden) {\n      responseResult {\n        succeeded\n        errorCode\n      }\n      title {\n        ...ConsoleTitleListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetTitleHidden($brandId: ID!, $id: ID!, $hidden: Boolean!) {\n    setTitleHidden(brandId: $brandId, id: $id, hidden: $hidden) {\n      responseResult {\n        succeeded\n        errorCode\n      }\n      title {\n        ...ConsoleTitleListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpkeepSettings {\n    upkeep {\n      eventRetentionDays\n    }\n  }\n"): (typeof documents)["\n  query UpkeepSettings {\n    upkeep {\n      eventRetentionDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunRetention {\n    runRetention {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      pass {\n        sessions\n        oneTimeTokens\n        emailChanges\n        events\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunRetention {\n    runRetention {\n      responseResult {\n        succeeded\n        errorCode\n        message\n        extra\n      }\n      pass {\n        sessions\n        oneTimeTokens\n        emailChanges\n        events\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;