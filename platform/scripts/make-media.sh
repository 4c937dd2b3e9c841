#!/usr/bin/env bash
# Regenerates every committed test media file under platform/media/ from ffmpeg's synthetic sources
# (test patterns, sine tones, text). Nothing third-party goes in. Needs ffmpeg (with libx264 and
# drawtext/freetype), ffprobe, python3, node and the DejaVu fonts. CI never runs this; the outputs are committed.
# Layout and URL scheme: platform/docs/media.md.
set -euo pipefail

PLATFORM_DIR=$(cd "$(dirname "$0")/.." && pwd)
OUT=${MEDIA_OUT:-$PLATFORM_DIR/media}
FONT=${MEDIA_FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}
CLEARKEY_TS=$PLATFORM_DIR/src/domains/media/clearkey.ts
KID_HEX=$(sed -n "s/.*CLEARKEY_KID_HEX = '\([0-9a-f]*\)'.*/\1/p" "$CLEARKEY_TS")
KEY_HEX=$(sed -n "s/.*CLEARKEY_KEY_HEX = '\([0-9a-f]*\)'.*/\1/p" "$CLEARKEY_TS")

FPS=25
GOP=50                    # one key frame every 2 s, so every cut below lands on one
LIVE_LOOP_S=60            # must match LIVE_LOOP_SEGMENTS * LIVE_SEGMENT_S in live-playlist.ts
LIVE_SEGMENT_S=2
VOD_SEGMENT_S=4
THUMB_EVERY_S=10
X264=(-c:v libx264 -preset veryfast -profile:v main -level 3.1 -pix_fmt yuv420p -g $GOP -keyint_min $GOP -sc_threshold 0 -threads 2)
AAC=(-c:a aac -ac 1 -ar 48000 -b:a 32k)
FFMPEG=(nice ffmpeg -hide_banner -loglevel error -y)

for tool in ffmpeg ffprobe python3 node; do command -v $tool >/dev/null || { echo "missing $tool" >&2; exit 1; }; done
[ -f "$FONT" ] || { echo "missing font $FONT (apt-get install fonts-dejavu-core)" >&2; exit 1; }
[ -n "$KID_HEX" ] && [ -n "$KEY_HEX" ] || { echo "cannot read the ClearKey key from $CLEARKEY_TS" >&2; exit 1; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# Label (top), SMPTE timecode clock (centre) and a caption (bottom) over a synthetic pattern.
overlay() { # label caption height
  local size=$(( $3 / 9 ))
  echo "drawtext=fontfile=$FONT:text='$1':fontsize=$size:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6:x=(w-tw)/2:y=h/12,\
drawtext=fontfile=$FONT:timecode='00\:00\:00\:00':rate=$FPS:fontsize=$(( size * 3 / 2 )):fontcolor=yellow:box=1:boxcolor=black@0.7:boxborderw=8:x=(w-tw)/2:y=(h-th)/2,\
drawtext=fontfile=$FONT:text='$2':fontsize=$(( size * 2 / 3 )):fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=4:x=(w-tw)/2:y=h-th-h/12"
}

# Self-contained audio+video HLS rendition (live loop, trailer, blackout).
muxed_hls() { # dir seconds WxH maxrate pattern label caption tone segment_s
  local dir=$1 secs=$2 size=$3 rate=$4 pattern=$5 label=$6 caption=$7 tone=$8 seg=$9
  local sep='='; [[ $pattern == *=* ]] && sep=':'
  mkdir -p "$dir"
  "${FFMPEG[@]}" -f lavfi -i "$pattern${sep}s=$size:r=$FPS:d=$secs" -f lavfi -i "$tone" -t "$secs" \
    -vf "$(overlay "$label" "$caption" "${size#*x}")" "${X264[@]}" -crf 30 -maxrate "$rate" -bufsize "$rate" \
    "${AAC[@]}" -f hls -hls_time "$seg" -hls_list_size 0 -hls_playlist_type vod \
    -hls_segment_filename "$dir/seg_%03d.ts" "$dir/index.m3u8"
}

# ---------------------------------------------------------------- live loop: three renditions, 2 s TS
# The "1080p" rung is encoded at 960x540 to keep the repository small; the master playlist (built by
# live-playlist.ts) declares RESOLUTION=1920x1080 so quality menus have a 1080 level to show.
rm -rf "$OUT/live"
for rung in 240p:426x240:100k 480p:854x480:200k 1080p:960x540:300k; do
  IFS=: read -r name size rate <<<"$rung"
  muxed_hls "$OUT/live/$name" $LIVE_LOOP_S "$size" "$rate" testsrc2 "LIVE $name" "Demo channel loop" \
    "sine=f=1000:beep_factor=2:sample_rate=48000" $LIVE_SEGMENT_S
  rm "$OUT/live/$name/index.m3u8"
  count=$(ls "$OUT/live/$name" | wc -l)
  [ "$count" -eq $(( LIVE_LOOP_S / LIVE_SEGMENT_S )) ] || { echo "live $name: $count segments" >&2; exit 1; }
done

# ---------------------------------------------------------------- on-demand titles: video ladder + 2 audio + 2 subtitles
vod_title() { # name seconds pattern title
  local name=$1 secs=$2 pattern=$3 title=$4 dir=$OUT/vod/$1
  rm -rf "$dir"
  for rung in 240p:426x240:90k 480p:854x480:200k; do
    IFS=: read -r rname size rate <<<"$rung"
    mkdir -p "$dir/video/$rname"
    "${FFMPEG[@]}" -f lavfi -i "$pattern=s=$size:r=$FPS:d=$secs" \
      -vf "$(overlay "$title $rname" "Generated test title" "${size#*x}")" "${X264[@]}" -crf 30 -maxrate "$rate" -bufsize "$rate" \
      -an -muxpreload 0 -f hls -hls_time $VOD_SEGMENT_S -hls_list_size 0 -hls_playlist_type vod \
      -hls_segment_filename "$dir/video/$rname/seg_%03d.ts" "$dir/video/$rname/index.m3u8"
  done
  for lang in ru:440 en:660; do
    IFS=: read -r code freq <<<"$lang"
    mkdir -p "$dir/audio/$code"
    "${FFMPEG[@]}" -f lavfi -i "sine=f=$freq:beep_factor=3:sample_rate=48000:d=$secs" "${AAC[@]}" \
      -muxpreload 0 -f hls -hls_time $VOD_SEGMENT_S -hls_list_size 0 -hls_playlist_type vod \
      -hls_segment_filename "$dir/audio/$code/seg_%03d.ts" "$dir/audio/$code/index.m3u8"
  done
  mkdir -p "$dir/thumbs"
  "${FFMPEG[@]}" -i "$dir/video/480p/index.m3u8" -vf "select='not(mod(n\,$(( FPS * THUMB_EVERY_S ))))',scale=196:110" \
    -fps_mode vfr -q:v 6 "$TMP/thumb_%03d.jpg"
  python3 - "$dir" "$secs" "$THUMB_EVERY_S" "$TMP" "$title" <<'PY'
import json, os, sys, glob, subprocess
d, secs, every, tmp, title = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
thumbs = sorted(glob.glob(os.path.join(tmp, 'thumb_*.jpg')))
points = []
for i, path in enumerate(thumbs):
    ms = i * every * 1000
    os.replace(path, os.path.join(d, 'thumbs', f'{ms}.jpg'))
    points.append(ms)
json.dump({'seek_points': points}, open(os.path.join(d, 'seek-points.json'), 'w'))
# WebVTT cues must share the TS timeline, hence X-TIMESTAMP-MAP from the first video segment.
start = float(subprocess.check_output(['ffprobe', '-v', 'error', '-show_entries', 'format=start_time', '-of', 'csv=p=0',
                                       os.path.join(d, 'video', '480p', 'seg_000.ts')]).decode().strip() or 0)
os.makedirs(os.path.join(d, 'subs'), exist_ok=True)
texts = {'ru': 'Русские субтитры', 'en': 'English subtitles'}
def stamp(s):
    return f'{s // 3600:02d}:{s % 3600 // 60:02d}:{s % 60:02d}.000'
for lang, text in texts.items():
    cues = [f'{stamp(t)} --> {stamp(min(t + 4, secs))}\n{text}: {title} {t // 60}:{t % 60:02d}\n' for t in range(0, secs, 5)]
    with open(os.path.join(d, 'subs', f'{lang}.vtt'), 'w') as f:
        f.write(f'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:{round(start * 90000)},LOCAL:00:00:00.000\n\n' + '\n'.join(cues))
    with open(os.path.join(d, 'subs', f'{lang}.m3u8'), 'w') as f:
        f.write(f'#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:{secs}\n#EXT-X-MEDIA-SEQUENCE:0\n'
                f'#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:{secs}.000,\n{lang}.vtt\n#EXT-X-ENDLIST\n')
PY
}

# Peak and average bits per second of one rendition, from its own media playlist.
write_master() { # dir audio(yes|no) rung...
  python3 - "$@" <<'PY'
import os, re, sys
d, with_groups, rungs = sys.argv[1], sys.argv[2] == 'yes', sys.argv[3:]
def rates(playlist):
    text = open(playlist).read()
    pairs = re.findall(r'#EXTINF:([\d.]+),\s*\n(\S+)', text)
    sizes = [(os.path.getsize(os.path.join(os.path.dirname(playlist), uri)) * 8, float(dur)) for dur, uri in pairs]
    peak = max(bits / dur for bits, dur in sizes)
    avg = sum(b for b, _ in sizes) / sum(dur for _, dur in sizes)
    return int(peak), int(avg)
lines = ['#EXTM3U', '#EXT-X-VERSION:4', '#EXT-X-INDEPENDENT-SEGMENTS']
extra_peak = extra_avg = 0
if with_groups:
    for lang, name, default in (('ru', 'Русский', 'YES'), ('en', 'English', 'NO')):
        lines.append(f'#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="{lang}",NAME="{name}",DEFAULT={default},'
                     f'AUTOSELECT=YES,CHANNELS="1",URI="audio/{lang}/index.m3u8"')
    for lang, name in (('ru', 'Русский'), ('en', 'English')):
        lines.append(f'#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="{lang}",NAME="{name}",DEFAULT=NO,'
                     f'AUTOSELECT=YES,FORCED=NO,URI="subs/{lang}.m3u8"')
    extra_peak, extra_avg = rates(os.path.join(d, 'audio', 'ru', 'index.m3u8'))
for rung in rungs:
    path, resolution = rung.split('=')
    peak, avg = rates(os.path.join(d, path))
    groups = ',AUDIO="audio",SUBTITLES="subs"' if with_groups else ''
    lines.append(f'#EXT-X-STREAM-INF:BANDWIDTH={peak + extra_peak},AVERAGE-BANDWIDTH={avg + extra_avg},'
                 f'RESOLUTION={resolution},FRAME-RATE=25.000,CODECS="avc1.4d401f,mp4a.40.2"{groups}')
    lines.append(path)
open(os.path.join(d, 'master.m3u8'), 'w').write('\n'.join(lines) + '\n')
PY
}

vod_title feature 75 testsrc2 FEATURE
write_master "$OUT/vod/feature" yes video/240p/index.m3u8=426x240 video/480p/index.m3u8=854x480
vod_title episode 60 testsrc EPISODE
write_master "$OUT/vod/episode" yes video/240p/index.m3u8=426x240 video/480p/index.m3u8=854x480

# ---------------------------------------------------------------- trailer and blackout placeholder
rm -rf "$OUT/vod/trailer" "$OUT/blackout"
muxed_hls "$OUT/vod/trailer/480p" 15 854x480 240k smptehdbars TRAILER "Coming soon" "sine=f=523:sample_rate=48000" $VOD_SEGMENT_S
write_master "$OUT/vod/trailer" no 480p/index.m3u8=854x480
muxed_hls "$OUT/blackout/360p" 10 640x360 80k "color=c=0x1d2733" "Трансляция недоступна" "Broadcast unavailable" \
  "anullsrc=r=48000:cl=mono" $VOD_SEGMENT_S
write_master "$OUT/blackout" no 360p/index.m3u8=640x360
"${FFMPEG[@]}" -f lavfi -i "color=c=0x1d2733:s=640x360:d=1" -frames:v 1 \
  -vf "drawtext=fontfile=$FONT:text='Трансляция недоступна':fontsize=36:fontcolor=white:x=(w-tw)/2:y=(h-th)/2" -q:v 5 "$OUT/blackout/mattress.jpg"

# ---------------------------------------------------------------- ads: 5 s progressive MP4 per roll
rm -rf "$OUT/ads"; mkdir -p "$OUT/ads"
for ad in preroll:0x8e44ad:880 midroll:0x16a085:990 pause:0xd35400:740; do
  IFS=: read -r roll colour freq <<<"$ad"
  "${FFMPEG[@]}" -f lavfi -i "color=c=$colour:s=640x360:r=$FPS:d=5" -f lavfi -i "sine=f=$freq:sample_rate=48000:d=5" \
    -vf "$(overlay "AD $roll" "Demo advertisement" 360)" "${X264[@]}" -crf 32 -maxrate 150k -bufsize 150k "${AAC[@]}" \
    -movflags +faststart "$OUT/ads/$roll.mp4"
done

# ---------------------------------------------------------------- ClearKey (CENC AES-CTR) DASH title
rm -rf "$OUT/drm"; mkdir -p "$OUT/drm/clearkey"
"${FFMPEG[@]}" -f lavfi -i "testsrc2=s=854x480:r=$FPS:d=30" -f lavfi -i "sine=f=550:beep_factor=2:sample_rate=48000:d=30" \
  -vf "$(overlay "CLEARKEY DRM" "Encrypted test title" 480)" "${X264[@]}" -crf 30 -maxrate 220k -bufsize 220k "${AAC[@]}" \
  -f dash -seg_duration $VOD_SEGMENT_S -use_template 1 -use_timeline 1 -adaptation_sets "id=0,streams=v id=1,streams=a" \
  -init_seg_name 'init-$RepresentationID$.mp4' -media_seg_name 'seg-$RepresentationID$-$Number%03d$.m4s' \
  "$OUT/drm/clearkey/manifest.mpd"
# ffmpeg's own CENC option writes the sample encryption boxes of fragmented output into moov, which players
# reject, so the fragments are encrypted afterwards by our own small CENC writer.
node "$PLATFORM_DIR/scripts/cenc-encrypt.mjs" "$OUT/drm/clearkey" "$KID_HEX" "$KEY_HEX"
# Self-check: every fragment must decode with the key (one at a time, as MSE appends them).
for seg in "$OUT"/drm/clearkey/seg-*.m4s; do
  rep=$(basename "$seg" | cut -d- -f2)
  cat "$OUT/drm/clearkey/init-$rep.mp4" "$seg" >"$TMP/check.mp4"
  errors=$(ffmpeg -hide_banner -loglevel error -decryption_key "$KEY_HEX" -i "$TMP/check.mp4" -f null - 2>&1 | wc -l)
  [ "$errors" -eq 0 ] || { echo "ClearKey self-check failed for $seg" >&2; exit 1; }
done
# ffmpeg's DASH muxer does not announce the protection; add the CENC and ClearKey descriptors with a
# ClearKey 'cenc' PSSH (W3C "cenc" init data format) so players start EME from the manifest alone.
python3 - "$OUT/drm/clearkey/manifest.mpd" "$KID_HEX" <<'PY'
import base64, re, struct, sys, uuid
path, kid_hex = sys.argv[1], sys.argv[2]
kid = bytes.fromhex(kid_hex)
system = bytes.fromhex('1077efecc0b24d02ace33c1e52e2fb4b')
body = struct.pack('>I', 0x01000000) + system + struct.pack('>I', 1) + kid + struct.pack('>I', 0)
pssh = base64.b64encode(struct.pack('>I', 8 + len(body)) + b'pssh' + body).decode()
default_kid = str(uuid.UUID(kid_hex))
protection = (f'\n\t\t\t<ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc" cenc:default_KID="{default_kid}"/>'
              f'\n\t\t\t<ContentProtection schemeIdUri="urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e" value="ClearKey1.0"/>'
              f'\n\t\t\t<ContentProtection schemeIdUri="urn:uuid:1077efec-c0b2-4d02-ace3-3c1e52e2fb4b" value="ClearKey1.0">'
              f'<cenc:pssh>{pssh}</cenc:pssh></ContentProtection>')
text = open(path).read()
text = text.replace('<MPD ', '<MPD xmlns:cenc="urn:mpeg:cenc:2013" ', 1)
text = re.sub(r'(<AdaptationSet [^>]*>)', lambda m: m.group(1) + protection, text)
open(path, 'w').write(text)
PY

du -sh "$OUT"
