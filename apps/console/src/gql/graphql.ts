/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AuditFilter = {
  /** An action name, e.g. brand.update (exact). */
  action?: string | null | undefined;
  /** Only this brand's rows (must be in the staff member's scope); none = every brand in scope. */
  brandId?: string | number | null | undefined;
  /** ISO date-times, inclusive from, exclusive to. */
  from?: string | null | undefined;
  staffId?: string | number | null | undefined;
  to?: string | null | undefined;
};

export type BrandAddressInput = {
  address: string;
  city: string;
  countryCode: string;
  state: string;
  zip: string;
};

export type BrandInput = {
  accentColor: string;
  accentColorExact: string;
  address: BrandAddressInput;
  companyName: string;
  cookiePolicyUrl: string;
  currency: string;
  defaultLanguage: string;
  hosts: Array<string>;
  languages: Array<string>;
  layout: string;
  mediaTypes: Array<string>;
  menu: Array<BrandMenuItemInput>;
  name: string;
  phones: Array<string>;
  supportDomain: string;
  supportEmail: string;
  sweeps: BrandSweepsSettingsInput;
  tags: Array<string>;
};

export type BrandMenuItemInput = {
  color?: string | null | undefined;
  icon: string;
  label: string;
  path: string;
  submenuType?: string | null | undefined;
};

export type BrandSweepsSettingsInput = {
  blockedCountries: Array<string>;
  forAll: boolean;
};

export type InviteStaffInput = {
  /** Ignored for an owner (every brand). */
  brandIds: Array<string | number>;
  email: string;
  name: string;
  role: StaffRole;
};

export type StaffRole =
  | 'brand_admin'
  | 'content_editor'
  | 'fulfilment'
  | 'owner'
  | 'support';

export type AuditLogQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  after?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { nextCursor: string | null, entries: Array<{ id: string, at: string, staffId: string | null, staffEmail: string | null, brandId: string | null, action: string, target: string, before: unknown, after: unknown, ip: string | null }> } };

export type AuditBrandChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditBrandChoicesQuery = { brands: Array<{ id: string, name: string }> };

export type AuditStaffChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditStaffChoicesQuery = { staffList: Array<{ id: string, name: string, email: string }> };

export type BrandListQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandListQuery = { brands: Array<{ id: string, name: string, hosts: Array<string>, layout: string, logoUrl: string }> };

export type ConsoleBrandFieldsFragment = { id: string, name: string, hosts: Array<string>, layout: string, logoUrl: string, iconUrl: string, accentColor: string, accentColorExact: string, mediaTypes: Array<string>, tags: Array<string>, supportDomain: string, supportEmail: string, phones: Array<string>, companyName: string, cookiePolicyUrl: string, currency: string, defaultLanguage: string, languages: Array<string>, menu: Array<{ label: string, path: string, icon: string, color: string | null, submenuType: string | null }>, address: { address: string, city: string, state: string, zip: string, countryCode: string }, sweeps: { forAll: boolean, blockedCountries: Array<string> } };

export type BrandDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type BrandDetailQuery = { brand: { id: string, name: string, hosts: Array<string>, layout: string, logoUrl: string, iconUrl: string, accentColor: string, accentColorExact: string, mediaTypes: Array<string>, tags: Array<string>, supportDomain: string, supportEmail: string, phones: Array<string>, companyName: string, cookiePolicyUrl: string, currency: string, defaultLanguage: string, languages: Array<string>, menu: Array<{ label: string, path: string, icon: string, color: string | null, submenuType: string | null }>, address: { address: string, city: string, state: string, zip: string, countryCode: string }, sweeps: { forAll: boolean, blockedCountries: Array<string> } } | null };

export type CreateBrandMutationVariables = Exact<{
  id: string | number;
  input: BrandInput;
}>;


export type CreateBrandMutation = { createBrand: { responseResult: { succeeded: boolean, errorCode: string | null, message: string | null, extra: unknown }, brand: { id: string, name: string, hosts: Array<string>, layout: string, logoUrl: string, iconUrl: string, accentColor: string, accentColorExact: string, mediaTypes: Array<string>, tags: Array<string>, supportDomain: string, supportEmail: string, phones: Array<string>, companyName: string, cookiePolicyUrl: string, currency: string, defaultLanguage: string, languages: Array<string>, menu: Array<{ label: string, path: string, icon: string, color: string | null, submenuType: string | null }>, address: { address: string, city: string, state: string, zip: string, countryCode: string }, sweeps: { forAll: boolean, blockedCountries: Array<string> } } | null } };

export type UpdateBrandMutationVariables = Exact<{
  id: string | number;
  input: BrandInput;
}>;


export type UpdateBrandMutation = { updateBrand: { responseResult: { succeeded: boolean, errorCode: string | null, message: string | null, extra: unknown }, brand: { id: string, name: string, hosts: Array<string>, layout: string, logoUrl: string, iconUrl: string, accentColor: string, accentColorExact: string, mediaTypes: Array<string>, tags: Array<string>, supportDomain: string, supportEmail: string, phones: Array<string>, companyName: string, cookiePolicyUrl: string, currency: string, defaultLanguage: string, languages: Array<string>, menu: Array<{ label: string, path: string, icon: string, color: string | null, submenuType: string | null }>, address: { address: string, city: string, state: string, zip: string, countryCode: string }, sweeps: { forAll: boolean, blockedCountries: Array<string> } } | null } };

export type SetStaffLanguageMutationVariables = Exact<{
  lang: string;
}>;


export type SetStaffLanguageMutation = { setStaffLanguage: { responseResult: { succeeded: boolean, errorCode: string | null }, staff: { id: string, lang: string } | null } };

export type StaffListQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffListQuery = { staffList: Array<{ id: string, email: string, name: string, role: StaffRole, brandIds: Array<string>, active: boolean, enrolled: boolean, lastSignInAt: string | null }> };

export type StaffBrandChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffBrandChoicesQuery = { brands: Array<{ id: string, name: string }> };

export type InviteStaffMutationVariables = Exact<{
  input: InviteStaffInput;
}>;


export type InviteStaffMutation = { inviteStaff: { responseResult: { succeeded: boolean, errorCode: string | null, message: string | null, extra: unknown }, staff: { id: string } | null } };

export type ChangeStaffRoleMutationVariables = Exact<{
  id: string | number;
  role: StaffRole;
  brandIds: Array<string | number> | string | number;
}>;


export type ChangeStaffRoleMutation = { changeStaffRole: { responseResult: { succeeded: boolean, errorCode: string | null, message: string | null, extra: unknown }, staff: { id: string, role: StaffRole, brandIds: Array<string> } | null } };

export type DeactivateStaffMutationVariables = Exact<{
  id: string | number;
}>;


export type DeactivateStaffMutation = { deactivateStaff: { responseResult: { succeeded: boolean, errorCode: string | null, message: string | null, extra: unknown }, staff: { id: string, active: boolean } | null } };

export const ConsoleBrandFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hosts"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"accentColor"}},{"kind":"Field","name":{"kind":"Name","value":"accentColorExact"}},{"kind":"Field","name":{"kind":"Name","value":"mediaTypes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"submenuType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportDomain"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phones"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cookiePolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"sweeps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forAll"}},{"kind":"Field","name":{"kind":"Name","value":"blockedCountries"}}]}}]}}]} as unknown as DocumentNode<ConsoleBrandFieldsFragment, unknown>;
export const AuditLogDocument = {"__meta__":{"operationName":"AuditLog","hash":"sha256:df74b7b11a8140f5a74d72e334f9b2aa8d6a278bd425ebcbf2447019cea03ef3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffId"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const AuditBrandChoicesDocument = {"__meta__":{"operationName":"AuditBrandChoices","hash":"sha256:95ac07c283152b5946636a7604a136c15c9c765ff0aaf689481b384d927aa558"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditBrandChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AuditBrandChoicesQuery, AuditBrandChoicesQueryVariables>;
export const AuditStaffChoicesDocument = {"__meta__":{"operationName":"AuditStaffChoices","hash":"sha256:b1a71be97a896f9e6f654a6344817ddde7c098cdc46baf74c266d304ca1b813d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditStaffChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AuditStaffChoicesQuery, AuditStaffChoicesQueryVariables>;
export const BrandListDocument = {"__meta__":{"operationName":"BrandList","hash":"sha256:38d62db624b30cacf997fd82fb91ef1bf044e07420cf5d9dd279b039599c3609"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrandList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hosts"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]} as unknown as DocumentNode<BrandListQuery, BrandListQueryVariables>;
export const BrandDetailDocument = {"__meta__":{"operationName":"BrandDetail","hash":"sha256:4d7e8ef2605abd69666735017a66b5f837285c320412e592594364d764128b59"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrandDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleBrandFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hosts"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"accentColor"}},{"kind":"Field","name":{"kind":"Name","value":"accentColorExact"}},{"kind":"Field","name":{"kind":"Name","value":"mediaTypes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"submenuType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportDomain"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phones"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cookiePolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"sweeps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forAll"}},{"kind":"Field","name":{"kind":"Name","value":"blockedCountries"}}]}}]}}]} as unknown as DocumentNode<BrandDetailQuery, BrandDetailQueryVariables>;
export const CreateBrandDocument = {"__meta__":{"operationName":"CreateBrand","hash":"sha256:239721ae36a0bedd936544bd6d1cafac2ea24c34842be25765cf51ea731d3630"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BrandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responseResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleBrandFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hosts"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"accentColor"}},{"kind":"Field","name":{"kind":"Name","value":"accentColorExact"}},{"kind":"Field","name":{"kind":"Name","value":"mediaTypes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"submenuType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportDomain"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phones"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cookiePolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"sweeps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forAll"}},{"kind":"Field","name":{"kind":"Name","value":"blockedCountries"}}]}}]}}]} as unknown as DocumentNode<CreateBrandMutation, CreateBrandMutationVariables>;
export const UpdateBrandDocument = {"__meta__":{"operationName":"UpdateBrand","hash":"sha256:1ce174d5a5bf9b39ece9d7c46a30fe51c539f1eea47b119ede81279242d7f3d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BrandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responseResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleBrandFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hosts"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"accentColor"}},{"kind":"Field","name":{"kind":"Name","value":"accentColorExact"}},{"kind":"Field","name":{"kind":"Name","value":"mediaTypes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"submenuType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportDomain"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phones"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cookiePolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"sweeps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forAll"}},{"kind":"Field","name":{"kind":"Name","value":"blockedCountries"}}]}}]}}]} as unknown as DocumentNode<UpdateBrandMutation, UpdateBrandMutationVariables>;
export const SetStaffLanguageDocument = {"__meta__":{"operationName":"SetStaffLanguage","hash":"sha256:6d1041c91a46caaef8e48238bb26de1015955062475a513f8ea227c62d4de909"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStaffLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStaffLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responseResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}}]}}]}}]}}]} as unknown as DocumentNode<SetStaffLanguageMutation, SetStaffLanguageMutationVariables>;
export const StaffListDocument = {"__meta__":{"operationName":"StaffList","hash":"sha256:eca555f4ccfab5c7c1435b3b7eb3259c8e0364c47a1c9241d9dc507259d1098b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"brandIds"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode<StaffListQuery, StaffListQueryVariables>;
export const StaffBrandChoicesDocument = {"__meta__":{"operationName":"StaffBrandChoices","hash":"sha256:d189e4fb6222fb0fa8fef5d1043b848763f92454bdd11fbbec454c35d0278a67"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffBrandChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<StaffBrandChoicesQuery, StaffBrandChoicesQueryVariables>;
export const InviteStaffDocument = {"__meta__":{"operationName":"InviteStaff","hash":"sha256:8cbf3fe591162c14ec3bae1b5da4cca81e6ab7a4560778e2c4c40ea63cb0b812"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responseResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<InviteStaffMutation, InviteStaffMutationVariables>;
export const ChangeStaffRoleDocument = {"__meta__":{"operationName":"ChangeStaffRole","hash":"sha256:4626835d23acedb818c3132c0847c9d607b12fb37e9c92889734738910402e9f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeStaffRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brandIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"brandIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brandIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responseResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"brandIds"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeStaffRoleMutation, ChangeStaffRoleMutationVariables>;
export const DeactivateStaffDocument = {"__meta__":{"operationName":"DeactivateStaff","hash":"sha256:17505181e82c60ae0736380516e6cf9a96fd62a974fdb83c99c39e9234c68ac5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responseResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<DeactivateStaffMutation, DeactivateStaffMutationVariables>;