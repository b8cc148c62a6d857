import { graphql } from '../gql';

export const AuditLog = graphql(`
  query AuditLog($filter: AuditFilter, $after: String, $first: Int) {
    auditLog(filter: $filter, after: $after, first: $first) {
      entries {
        id
        at
        staffId
        staffEmail
        brandId
        action
        target
        before
        after
        ip
      }
      nextCursor
    }
  }
`);

/** The filter's choices: brands in scope, and the staff list for an owner. */
export const AuditBrandChoices = graphql(`
  query AuditBrandChoices {
    brands {
      id
      name
    }
  }
`);

export const AuditStaffChoices = graphql(`
  query AuditStaffChoices {
    staffList {
      id
      name
      email
    }
  }
`);
