/** Every master-calendar query sits under ['calendar'], so an event saved elsewhere can make them all stale. */
export const calendarKeys = {
  all: ['calendar'] as const,
  month: (year: number, month: number) => [...calendarKeys.all, 'month', year, month] as const,
  event: (id: number, on: string | null = null) => [...calendarKeys.all, 'event', id, on] as const,
};
