/** The query keys of charities' reads (docs/product.md §20). */
export const charityKeys = {
  all: ['charities'] as const,
  mine: ['charities', 'mine'] as const,
  verifications: ['charities', 'verifications'] as const,
  allocation: ['charities', 'allocation'] as const,
};
