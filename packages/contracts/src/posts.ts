import * as v from 'valibot';
import { pageSizes } from './page-sizes';
import { countedPageSchema, pageQuerySchema } from './paging';

export const PostItemSchema = v.object({
  id: v.number(),
  orderNumber: v.number(),
  pictureUrl: v.nullable(v.string()),
  text: v.string(),
});
export type PostItem = v.InferOutput<typeof PostItemSchema>;

/** A post as lists show it (no items). rowPosition 1-3 marks the three highlighted posts. */
export const PostSummarySchema = v.object({
  id: v.number(),
  heading: v.string(),
  text: v.string(),
  titlePictureUrl: v.string(),
  rowPosition: v.nullable(v.picklist([1, 2, 3])),
  /** ISO 8601. */
  creationDate: v.string(),
});
export type PostSummary = v.InferOutput<typeof PostSummarySchema>;

export const PostSchema = v.object({ ...PostSummarySchema.entries, postItems: v.array(PostItemSchema) });
export type Post = v.InferOutput<typeof PostSchema>;

export const PostListSchema = countedPageSchema(PostSummarySchema);
export type PostList = v.InferOutput<typeof PostListSchema>;

export const PostPageQuerySchema = pageQuerySchema(pageSizes.posts);

const heading = v.pipe(
  v.string('Please, enter the heading'),
  v.trim(),
  v.nonEmpty('Please, enter the heading'),
  v.maxLength(200, 'Heading max length is 200 characters'),
);

export const SavePostSchema = v.object({
  heading,
  text: v.pipe(v.string('Please, enter the text'), v.trim(), v.nonEmpty('Please, enter the text'), v.maxLength(20_000)),
  titlePictureUrl: v.pipe(v.string('Please, add a title picture'), v.nonEmpty('Please, add a title picture')),
  rowPosition: v.optional(v.nullable(v.picklist([1, 2, 3], 'Row position must be 1, 2 or 3')), null),
  postItems: v.pipe(
    v.array(
      v.object({
        orderNumber: v.pipe(v.number(), v.integer(), v.minValue(1)),
        pictureUrl: v.optional(v.nullable(v.string()), null),
        text: v.pipe(v.string(), v.maxLength(20_000)),
      }),
    ),
    v.maxLength(50, 'A post has at most 50 items'),
  ),
});
export type SavePost = v.InferOutput<typeof SavePostSchema>;
