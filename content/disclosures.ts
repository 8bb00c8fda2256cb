/**
 * The note shown beside every testimonial and every results, earnings or scarcity claim,
 * in the same section as the claim.
 */
export const resultsDisclosure =
  'Results are individual and not guaranteed; figures are as stated by the advisor.';
