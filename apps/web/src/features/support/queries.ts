import { graphql } from '../../gql';

/** The brand's faq/support questions, in the language the app shows (the server translates). */
export const faqQuery = graphql(`
  query SupportFaq {
    content {
      faq {
        id
        question
        answer
      }
    }
  }
`);

export const supportKeys = {
  faq: ['support', 'faq'] as const,
};
