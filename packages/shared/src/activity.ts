/** The activity-log contract: one entry per admin write (DOMAIN.md "Activity log"). */
import { z } from 'zod';
import { PageSchema } from './api.ts';
import { PageQuerySchema } from './catalog.ts';

export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_SIZE_MAX = 100;

export const ActivityListQuerySchema = PageQuerySchema;
export type ActivityListQuery = z.infer<typeof ActivityListQuerySchema>;

export const ActivityEntrySchema = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  summary: z.string(),
  created_at: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;
export const ActivityPageSchema = PageSchema(ActivityEntrySchema);
