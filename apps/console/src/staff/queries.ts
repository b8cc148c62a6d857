import { graphql } from '../gql';

export const StaffList = graphql(`
  query StaffList {
    staffList {
      id
      email
      name
      role
      brandIds
      active
      enrolled
      lastSignInAt
    }
  }
`);

/** The brands an owner may hand out (names for the brand checkboxes). */
export const StaffBrandChoices = graphql(`
  query StaffBrandChoices {
    brands {
      id
      name
    }
  }
`);

export const InviteStaff = graphql(`
  mutation InviteStaff($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      staff {
        id
      }
    }
  }
`);

export const ChangeStaffRole = graphql(`
  mutation ChangeStaffRole($id: ID!, $role: StaffRole!, $brandIds: [ID!]!) {
    changeStaffRole(id: $id, role: $role, brandIds: $brandIds) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      staff {
        id
        role
        brandIds
      }
    }
  }
`);

export const DeactivateStaff = graphql(`
  mutation DeactivateStaff($id: ID!) {
    deactivateStaff(id: $id) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      staff {
        id
        active
      }
    }
  }
`);
