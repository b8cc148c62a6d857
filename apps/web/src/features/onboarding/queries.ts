import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../gql';
import type { OnboardingFieldsFragment } from '../../gql/graphql';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  mission: ['onboarding', 'mission'] as const,
  impact: ['onboarding', 'impact'] as const,
};

export const onboardingFields = graphql(`
  fragment OnboardingFields on Onboarding {
    status
    stepsDone
    currentStep
    stepNumber
    stepCount
    minutes
    rewardCoins
    explorerBadge
  }
`);

/** The member's mission; null when onboarding is not enabled for them. */
export const onboardingQuery = graphql(`
  query Onboarding {
    member {
      onboarding {
        ...OnboardingFields
      }
    }
  }
`);

/** Home's one request brought the mission (home's banner): the banner finds it and asks for nothing. */
export function seedMission(queryClient: QueryClient, mission: OnboardingFieldsFragment | null): void {
  queryClient.setQueryData(onboardingKeys.mission, mission);
}

/** The first impact the last step offers, with what FundDialog needs, and the member's coins. */
export const firstImpactQuery = graphql(`
  query OnboardingFirstImpact {
    impacts {
      listCategories {
        id
        items {
          id
          name
          unit
          prices
          price_per_unit
          target_quantity
          funded_quantity
          member_target
        }
      }
    }
    member {
      info {
        coinsBalance
      }
    }
  }
`);

export const startOnboardingMutation = graphql(`
  mutation StartOnboarding {
    member {
      startOnboarding {
        responseResult {
          ...ResponseResultFields
        }
        onboarding {
          ...OnboardingFields
        }
      }
    }
  }
`);

export const skipOnboardingMutation = graphql(`
  mutation SkipOnboarding {
    member {
      skipOnboarding {
        responseResult {
          ...ResponseResultFields
        }
        onboarding {
          ...OnboardingFields
        }
      }
    }
  }
`);

export const completeOnboardingStepMutation = graphql(`
  mutation CompleteOnboardingStep($step: String!) {
    member {
      completeOnboardingStep(step: $step) {
        responseResult {
          ...ResponseResultFields
        }
        onboarding {
          ...OnboardingFields
        }
        coinsBalance
      }
    }
  }
`);
