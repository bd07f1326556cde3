#!/bin/sh
# Regenerates the demo clips and pictures committed beside this script. Needs ffmpeg and
# ImageMagick (apt-get install -y ffmpeg imagemagick); the server and CI never run it.
set -eu
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p videos posters pictures

clip() { # file source title subtitle
  ffmpeg -y -loglevel error -f lavfi -i "${2}size=480x270:rate=24:duration=6" \
    -f lavfi -i "sine=frequency=440:duration=6" \
    -vf "drawbox=x=0:y=190:w=iw:h=80:color=black@0.6:t=fill,drawtext=fontfile=$FONT:text='$3':fontcolor=white:fontsize=30:x=(w-tw)/2:y=200,drawtext=fontfile=$FONT:text='$4':fontcolor=white@0.85:fontsize=16:x=(w-tw)/2:y=240" \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -b:v 220k -maxrate 260k -bufsize 520k \
    -c:a aac -b:a 32k -ac 1 -movflags +faststart -shortest "videos/$1.mp4"
  # The still an uploader's browser would take (the frame at one second; mfe-dashboard's capture-poster.ts).
  ffmpeg -y -loglevel error -ss 1 -i "videos/$1.mp4" -frames:v 1 -c:v libwebp -quality 75 "posters/$1.webp"
}
clip sunday-worship smptebars= 'Sunday Worship' 'Cornerstone Community Church'
clip hope-for-the-weary testsrc= 'Hope for the Weary' 'Sermon series - Psalms of Ascent'
clip youth-night 'color=c=0x1d4e89:' 'Youth Night Highlights' 'Students grades 6-12'
clip community-meal 'color=c=0x7a3b12:' 'Community Meal' 'Every first Saturday'

picture() { # file color1 color2 title subtitle
  convert -size 1200x675 "gradient:$2-$3" \
    -fill 'rgba(255,255,255,0.10)' -draw 'circle 980,140 1180,140' -draw 'circle 160,600 330,600' \
    -fill 'rgba(0,0,0,0.35)' -draw 'rectangle 0,440 1200,675' \
    -font "$FONT" -fill white -pointsize 64 -gravity southwest -annotate +60+120 "$4" \
    -pointsize 30 -fill 'rgba(255,255,255,0.85)' -annotate +62+64 "$5" \
    -quality 72 "pictures/$1.webp"
}
picture advent-series '#1b3a5c' '#6c8fb5' 'Waiting in Hope' 'Advent sermon series'
picture community-meal '#8a3b12' '#e0a458' 'Community Meal' 'First Saturdays at the fellowship hall'
picture youth-retreat '#1f5130' '#8cc084' 'Youth Winter Retreat' 'Camp Wood YMCA, Elmdale'
picture missions-trip '#4a235a' '#c39bd3' 'Missions Trip to Guatemala' 'Building with Hogar de Esperanza'
picture food-pantry '#7b241c' '#f1948a' 'Food Pantry Drive' 'Stocking shelves for Wichita families'
picture vbs '#b9770e' '#f9e79f' 'Vacation Bible School' 'Ages 4 through 5th grade'
picture prayer-week '#154360' '#85c1e9' 'Week of Prayer' 'Sanctuary open every evening'
picture baptism-sunday '#0e6251' '#76d7c4' 'Baptism Sunday' 'At the Arkansas River'
picture mens-breakfast '#512e5f' '#d2b4de' "Men's Breakfast" 'Second Saturdays, 7:30 am'
picture choir '#424949' '#aab7b8' 'Choir Christmas Concert' 'Rehearsals begin in October'
