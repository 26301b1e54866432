import {
  MODERATION_MESSAGES,
  type ReportPayload,
  reportAnswerSchema,
} from '@foodshare/contracts/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { said } from '../../../i18n/error-message';
import { i18n } from '../../../i18n/i18n';
import { apiWrite } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { foodItemsKeys } from '../../donations/api/get-food-items';

/** POST /api/food-items/:id/reports: a member tells the moderators about a listed item. */
export async function reportFoodItem(input: { itemId: string } & ReportPayload) {
  const { itemId, ...body } = input;
  const response = await apiWrite(
    'POST',
    `/api/food-items/${encodeURIComponent(itemId)}/reports`,
    body,
  );
  return reportAnswerSchema.parse(await response.json());
}

export function useReportFoodItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportFoodItem,
    onSuccess: async (answer) => {
      toast({
        title: i18n.t('common:toast.reportSent'),
        description: said(MODERATION_MESSAGES.reported, 'moderation.reported'),
      });
      if (answer.hidden) await queryClient.invalidateQueries({ queryKey: foodItemsKeys.all });
    },
  });
}
