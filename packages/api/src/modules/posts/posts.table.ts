import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Articles. rowPosition 1-3 puts a post in a highlighted row of the home page: one post a row. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    heading: text('heading').notNull(),
    text: text('text').notNull(),
    titlePictureUrl: text('title_picture_url').notNull(),
    rowPosition: smallint('row_position').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest first, the id breaking ties: the order of every post list, walked in the index.
  (table) => [index('posts_created_at_id_idx').on(table.createdAt, table.id)],
);

/** The sections of a post, shown in orderNumber order. */
export const postItems = pgTable(
  'post_items',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    orderNumber: integer('order_number').notNull(),
    pictureUrl: text('picture_url'),
    text: text('text').notNull(),
  },
  (table) => [uniqueIndex('post_items_post_id_order_number_idx').on(table.postId, table.orderNumber)],
);
