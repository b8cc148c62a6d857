import { graphql } from '../gql';

export const UpkeepSettings = graphql(`
  query UpkeepSettings {
    upkeep {
      eventRetentionDays
    }
  }
`);

export const RunRetention = graphql(`
  mutation RunRetention {
    runRetention {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      pass {
        sessions
        oneTimeTokens
        emailChanges
        events
      }
    }
  }
`);

export const UPKEEP_KEY = ['upkeep'] as const;
