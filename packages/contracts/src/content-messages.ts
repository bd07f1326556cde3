/** Spec section 8: content and prayer-request messages, verbatim. */
export const contentMessages = {
  getVideoFailed: 'Failed to get video!',
  getPostFailed: 'Failed to get post!',
  uploadMediaFailed: 'Error while uploading media to cloud',
  createPostFailed: 'Failed to create post!',
  updatePostFailed: 'Failed to update post!',
  uploadVideoFailed: 'Failed to upload video!',
  toggleVisibilityFailed: 'Failed to toggle video visibility on home page!',
  getVideosFailed: 'Failed to get videos',
  getPostsFailed: 'Failed to get posts',
  getCommentsFailed: 'Failed to get comments',
  getEventsFailed: 'Failed to get events',
  videoUploaded: 'Video successfully uploaded!',
  videoDeleted: 'Video successfully deleted!',
  postUpdated: 'Post successfully updated!',
  noEventsMatch: 'No events match these criteria',
} as const;

export const prayerMessages = {
  loginRequired: 'Login to make Prayer Requests',
  adminNotAllowed: 'Admin is not allowed to Prayer Requests',
  sent: 'Your request has been sent',
} as const;
