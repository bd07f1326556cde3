import * as v from 'valibot';
import { UploadedPictureUrlSchema } from './files';
import { pageSizes } from './page-sizes';
import { cursorPageQuerySchema, cursorPageSchema } from './page-cursor';

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

export const PostListSchema = cursorPageSchema(PostSummarySchema);
export type PostList = v.InferOutput<typeof PostListSchema>;

export const PostPageQuerySchema = cursorPageQuerySchema(pageSizes.posts);

/** The post editor's rules, shared by the form and the API (spec section 5 names none beyond media). */
export const postRules = {
  headingMax: 200,
  textMax: 20_000,
  itemsMax: 50,
} as const;

export const postFieldMessages = {
  headingRequired: 'Please, enter the heading',
  headingMax: `Heading max length is ${postRules.headingMax} characters`,
  textRequired: 'Please, enter the text',
  textMax: `Text max length is ${postRules.textMax} characters`,
  titlePictureRequired: 'Please, add a title picture',
  itemTextRequired: 'Please, enter the text of this item',
  rowPosition: 'Row position must be 1, 2 or 3',
  itemsMax: `A post has at most ${postRules.itemsMax} items`,
  orderNumber: `An item's order number must be a whole number from 1 to ${postRules.itemsMax}`,
} as const;

export const PostHeadingSchema = v.pipe(
  v.string(postFieldMessages.headingRequired),
  v.trim(),
  v.nonEmpty(postFieldMessages.headingRequired),
  v.maxLength(postRules.headingMax, postFieldMessages.headingMax),
);

export const PostTextSchema = v.pipe(
  v.string(postFieldMessages.textRequired),
  v.trim(),
  v.nonEmpty(postFieldMessages.textRequired),
  v.maxLength(postRules.textMax, postFieldMessages.textMax),
);

/** Each item is a text with an optional picture. */
export const PostItemTextSchema = v.pipe(
  v.string(postFieldMessages.itemTextRequired),
  v.trim(),
  v.nonEmpty(postFieldMessages.itemTextRequired),
  v.maxLength(postRules.textMax, postFieldMessages.textMax),
);

/** Highlighted rows of the home page; null is an ordinary post. */
export const postRowPositions = [1, 2, 3] as const;

export const SavePostSchema = v.object({
  heading: PostHeadingSchema,
  text: PostTextSchema,
  titlePictureUrl: v.pipe(
    v.string(postFieldMessages.titlePictureRequired),
    v.nonEmpty(postFieldMessages.titlePictureRequired),
    UploadedPictureUrlSchema,
  ),
  rowPosition: v.optional(v.nullable(v.picklist(postRowPositions, postFieldMessages.rowPosition)), null),
  postItems: v.pipe(
    v.array(
      v.object({
        // Its place among at most itemsMax items: the form numbers them 1, 2, 3...
        orderNumber: v.pipe(
          v.number(postFieldMessages.orderNumber),
          v.integer(postFieldMessages.orderNumber),
          v.minValue(1, postFieldMessages.orderNumber),
          v.maxValue(postRules.itemsMax, postFieldMessages.orderNumber),
        ),
        pictureUrl: v.optional(v.nullable(UploadedPictureUrlSchema), null),
        text: PostItemTextSchema,
      }),
    ),
    v.maxLength(postRules.itemsMax, postFieldMessages.itemsMax),
  ),
});
export type SavePost = v.InferOutput<typeof SavePostSchema>;
