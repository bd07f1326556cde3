-- A still of each uploaded video, taken by the uploader's browser (decision 0054): players show
-- it instead of fetching the video before Play. Null for links and for older uploads.
ALTER TABLE "videos" ADD COLUMN "poster_url" text;
