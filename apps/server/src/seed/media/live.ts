import fs from 'node:fs/promises';
import path from 'node:path';
import { filterValue, runFfmpeg } from './ffmpeg';
import { describeFile, MIME, scratchFile } from './files';
import type { LiveStreamAsset, MediaFile } from '../../lib/media-manifest';
import { renderCrowd, wavBytes } from './synth';
import { AAC_ARGS, FPS, H264_ARGS, HEIGHT, WIDTH, graphOverAudioArgs, type EncodeContext } from './video';

export const LIVE_KEY = 'sports';
export const SEGMENT_SECONDS = 4;
/** 30 segments: two minutes before the loop shows. */
const LOOP_SECONDS = 120;
/** The match clock starts at 23:00 so the loop looks like the middle of a first half. */
const CLOCK_OFFSET = 23 * 60;

/**
 * A football pitch seen from the stand: mown stripes, markings, two teams of moving players and a
 * ball, the scoreboard with a running match clock, and a LIVE badge.
 */
async function pitchGraph(ctx: EncodeContext, seconds: number, dir: string): Promise<string> {
  const stripes = [0, 2, 4, 6].map((i) => `drawbox=x=${i * 80}:y=0:w=80:h=${HEIGHT}:color=0x3f9a46:t=fill`);
  const markings = [
    `drawbox=x=20:y=40:w=${WIDTH - 40}:h=${HEIGHT - 60}:color=white@0.8:t=2`,
    `drawbox=x=${WIDTH / 2 - 1}:y=40:w=2:h=${HEIGHT - 60}:color=white@0.8:t=fill`,
    `drawbox=x=${WIDTH / 2 - 40}:y=${HEIGHT / 2 - 20}:w=80:h=80:color=white@0.7:t=2`,
    `drawbox=x=20:y=${HEIGHT / 2 - 50}:w=70:h=120:color=white@0.8:t=2`,
    `drawbox=x=${WIDTH - 90}:y=${HEIGHT / 2 - 50}:w=70:h=120:color=white@0.8:t=2`,
  ];
  const hudBoxes = [
    `drawbox=x=12:y=8:w=300:h=28:color=black@0.65:t=fill`,
    `drawbox=x=${WIDTH - 70}:y=10:w=58:h=22:color=0xe53935:t=fill`,
  ];
  // Draw the static picture once and repeat that frame: redrawing it per frame cost more than the encode.
  const still = [
    `color=c=0x2f8a3a:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${(1 / FPS).toFixed(4)}`,
    ...stripes,
    ...markings,
    ...hudBoxes,
  ];
  const players = [
    ...[0, 1, 2, 3, 4].map((i) => ({
      color: '0xef5350',
      x: 110 + i * 45,
      y: 80 + ((i * 53) % 200),
      phase: i,
    })),
    ...[0, 1, 2, 3, 4].map((i) => ({
      color: '0x42a5f5',
      x: 330 + i * 45,
      y: 90 + ((i * 71) % 190),
      phase: i + 2.5,
    })),
  ];
  const playerX = (p: { x: number; phase: number }) =>
    `${p.x}+60*sin(t*0.31+${p.phase})+25*sin(t*1.3+${p.phase * 2})`;
  const playerY = (p: { y: number; phase: number }) => `${p.y}+30*sin(t*0.47+${p.phase * 1.7})`;
  const ballX = `${WIDTH / 2}+200*sin(t*0.37)+40*sin(t*1.9)`;
  const ballY = `${HEIGHT / 2 + 10}+90*sin(t*0.53+1)`;
  if (!ctx.font) {
    // No font for drawtext: players are overlaid boxes (slower, but the stream still looks like a match).
    const chains = [`${still.join(',')},loop=loop=-1:size=1,setpts=N/${FPS}/TB,trim=duration=${seconds}[p0]`];
    let last = 'p0';
    players.forEach((p, i) => {
      chains.push(`color=c=${p.color}:s=9x15:r=${FPS}:d=${seconds}[s${i}]`);
      chains.push(`[${last}][s${i}]overlay=x='${playerX(p)}':y='${playerY(p)}':shortest=1[p${i + 1}]`);
      last = `p${i + 1}`;
    });
    chains.push(`color=c=white:s=6x6:r=${FPS}:d=${seconds}[ball]`);
    chains.push(`[${last}][ball]overlay=x='${ballX}':y='${ballY}':shortest=1,format=yuv420p[v]`);
    return chains.join(';\n');
  }
  const font = filterValue(ctx.font);
  const text = async (name: string, value: string, opts: string) =>
    `drawtext=fontfile=${font}:textfile=${filterValue(await scratchFile(dir, name, value))}:${opts}`;
  const dot = await scratchFile(dir, 'dot.txt', '●');
  // Players and ball are glyphs: drawtext evaluates x and y per frame, drawbox only once.
  const moving = [
    ...players.map(
      (p) =>
        `drawtext=fontfile=${font}:textfile=${filterValue(dot)}:fontsize=15:fontcolor=${p.color}:borderw=1:bordercolor=black@0.5:x='${playerX(p)}':y='${playerY(p)}'`,
    ),
    `drawtext=fontfile=${font}:textfile=${filterValue(dot)}:fontsize=9:fontcolor=white:x='${ballX}':y='${ballY}'`,
  ];
  const hud = [
    // The score changes at 1:10 into the loop: a goal, every time round.
    await text(
      'board.txt',
      'NORTH  %{eif:1+gte(t,70):d} - 1  SOUTH',
      'fontsize=16:fontcolor=white:x=22:y=14',
    ),
    await text(
      'clock.txt',
      `%{eif:trunc((t+${CLOCK_OFFSET})/60):d:2}:%{eif:mod(trunc(t+${CLOCK_OFFSET}),60):d:2}`,
      'fontsize=16:fontcolor=0xffd54f:x=250:y=14',
    ),
  ];
  const badge = await text('live.txt', 'LIVE', `fontsize=14:fontcolor=white:x=${WIDTH - 60}:y=14`);
  return `${[...still, badge].join(',')},loop=loop=-1:size=1,setpts=N/${FPS}/TB,trim=duration=${seconds},${[...moving, ...hud].join(',')},format=yuv420p[v]`;
}

/** Encodes the loop as MPEG-TS HLS segments, each starting on a keyframe. */
export async function encodeLive(ctx: EncodeContext): Promise<LiveStreamAsset> {
  const seconds = Math.max(
    SEGMENT_SECONDS * 2,
    Math.round((LOOP_SECONDS * ctx.durationScale) / SEGMENT_SECONDS) * SEGMENT_SECONDS,
  );
  const dir = path.join(ctx.scratch, 'live');
  const crowd = await scratchFile(dir, 'crowd.wav', wavBytes(renderCrowd(seconds, 77)));
  const graph = await scratchFile(dir, 'graph.txt', await pitchGraph(ctx, seconds, dir));
  const rel = `live/${LIVE_KEY}`;
  const out = path.join(ctx.out, 'live', LIVE_KEY);
  await fs.mkdir(out, { recursive: true });
  await runFfmpeg(ctx.ffmpeg, [
    ...graphOverAudioArgs(crowd, graph),
    '-t',
    String(seconds),
    ...H264_ARGS,
    '-r',
    String(FPS),
    '-g',
    String(FPS * SEGMENT_SECONDS),
    '-keyint_min',
    String(FPS * SEGMENT_SECONDS),
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    ...AAC_ARGS,
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_list_size',
    '0',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    path.join(out, 'seg-%03d.ts'),
    path.join(out, 'source.m3u8'),
  ]);
  // The playlist ffmpeg wrote is only a record: delivery writes the live playlist per request.
  const names = (await fs.readdir(out)).filter((n) => n.endsWith('.ts')).sort();
  const segments: MediaFile[] = [];
  for (const name of names) segments.push(await describeFile(ctx.out, `${rel}/${name}`, MIME.ts));
  const peak = Math.max(...segments.map((s) => s.bytes));
  return {
    key: LIVE_KEY,
    segmentSeconds: SEGMENT_SECONDS,
    segments,
    init: null,
    codecs: 'avc1.42c01e,mp4a.40.2',
    resolution: `${WIDTH}x${HEIGHT}`,
    bitrateKbps: Math.ceil((peak * 8) / SEGMENT_SECONDS / 1000),
    language: 'en',
  };
}
