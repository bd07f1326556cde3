/** A plan's teams and schedule come in one answer, so every change refreshes that one key. */
export const schedulingKeys = {
  all: ['scheduling'] as const,
  plan: (serviceTypeId: number) => [...schedulingKeys.all, 'plan', serviceTypeId] as const,
  people: (search: string) => [...schedulingKeys.all, 'people', search] as const,
};
