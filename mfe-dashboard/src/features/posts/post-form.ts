import {
  postFieldMessages,
  PostHeadingSchema,
  PostItemTextSchema,
  postRules,
  PostTextSchema,
  type Post,
  type SavePost,
} from '@church/contracts';
import * as v from 'valibot';

/** A picture already stored (its URL), or one chosen in this editor and not uploaded yet. */
export type Picture = { url: string; file?: undefined } | { file: File; url?: undefined };

const isPicture = (value: unknown) =>
  typeof value === 'object' && value !== null && ('url' in value || 'file' in value);

/**
 * The editor's values: the contract's rules for every text (the same messages as the API), and
 * pictures that may still be files. Saving turns it into a SavePost once the files are stored.
 */
export const PostFormSchema = v.object({
  heading: PostHeadingSchema,
  text: PostTextSchema,
  titlePicture: v.custom<Picture | null>(isPicture, postFieldMessages.titlePictureRequired),
  rowPosition: v.picklist(['', '1', '2', '3']),
  postItems: v.pipe(
    v.array(
      v.object({
        text: PostItemTextSchema,
        picture: v.custom<Picture | null>((value) => value === null || isPicture(value)),
      }),
    ),
    v.maxLength(postRules.itemsMax, postFieldMessages.itemsMax),
  ),
});
export type PostFormInput = v.InferInput<typeof PostFormSchema>;
export type PostFormValues = v.InferOutput<typeof PostFormSchema>;

export const emptyPostForm: PostFormInput = {
  heading: '',
  text: '',
  titlePicture: null,
  rowPosition: '',
  postItems: [],
};

export const emptyItem = (): PostFormInput['postItems'][number] => ({ text: '', picture: null });

export function postToForm(post: Post): PostFormInput {
  return {
    heading: post.heading,
    text: post.text,
    titlePicture: { url: post.titlePictureUrl },
    rowPosition: post.rowPosition === null ? '' : (String(post.rowPosition) as '1' | '2' | '3'),
    postItems: post.postItems.map((item) => ({
      text: item.text,
      picture: item.pictureUrl ? { url: item.pictureUrl } : null,
    })),
  };
}

/** The request body once every picture has its URL; items are numbered in the order shown. */
export function formToSavePost(values: PostFormValues, urlOf: (picture: Picture) => string): SavePost {
  return {
    heading: values.heading,
    text: values.text,
    titlePictureUrl: values.titlePicture ? urlOf(values.titlePicture) : '',
    rowPosition: values.rowPosition === '' ? null : (Number(values.rowPosition) as 1 | 2 | 3),
    postItems: values.postItems.map((item, index) => ({
      orderNumber: index + 1,
      pictureUrl: item.picture ? urlOf(item.picture) : null,
      text: item.text,
    })),
  };
}
