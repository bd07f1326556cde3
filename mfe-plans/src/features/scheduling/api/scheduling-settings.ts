import * as v from 'valibot';
import { SchedulingSettingsSchema, type SchedulingSettings } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { getParsed, queryOptions, useMutation, useQuery, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { schedulingKeys } from './scheduling-keys';

const settingsKey = [...schedulingKeys.all, 'settings'] as const;

/** GET /api/scheduling/settings: how many days before a service everyone Accepted is reminded. */
export const useSchedulingSettings = () =>
  useQuery(
    queryOptions({
      queryKey: settingsKey,
      queryFn: ({ signal }) => getParsed('scheduling/settings', SchedulingSettingsSchema, undefined, signal),
    }),
  );

/** PUT /api/scheduling/settings */
export function useSaveSchedulingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: SchedulingSettings) =>
      v.parse(SchedulingSettingsSchema, await api.put('scheduling/settings', { json: settings }).json()),
    onSuccess: (saved) => {
      client.setQueryData(settingsKey, saved);
      toast.success(translate('plans.reminders.saved'));
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('plans.reminders.saveFailed'));
    },
  });
}
