// The contracts of the public reads, in one chunk loaded when a read is first checked: only
// these schemas, not every contract of the app (decision 0067).
export {
  CommentListSchema,
  EventDetailSchema,
  EventListSchema,
  EventSummarySchema,
  LiveStatusSchema,
  PostListSchema,
  PostSchema,
  PostSummarySchema,
  VideoFiltersSchema,
  VideoListSchema,
  VideoSchema,
  VisitInfoSchema,
} from '@church/contracts';
