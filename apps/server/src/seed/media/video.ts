import fs from 'node:fs/promises';
import path from 'node:path';
import { filterValue, probeDuration, runFfmpeg } from './ffmpeg';
import { describeFile, MIME, scratchFile, writeFile } from './files';
import type { SubtitleAsset, VideoAsset } from '../../lib/media-manifest';
import { EPISODE_STORIES, FILM_STORIES, SUBTITLE_LANGUAGES, toWebVtt, type Line } from './stories';
import { renderScore, wavBytes, type ScoreSpec } from './synth';

/** What every encode needs to know about this run. */
export interface EncodeContext {
  ffmpeg: string;
  /** The output tree (the temp sibling of mediaDir until the end). */
  out: string;
  /** Work files. */
  scratch: string;
  /** TrueType font for drawtext, or null: then no burnt-in text. */
  font: string | null;
  /** Multiplies every duration (tests use a tiny value for 2-second assets). */
  durationScale: number;
}

export const WIDTH = 640;
export const HEIGHT = 360;
export const FPS = 24;

/** One shot of a film. Lavfi sources at low resolution, scaled up and graded: cheap and varied. */
export type Scene =
  | { kind: 'title'; seconds: number; title: string; subtitle: string; palette: Palette }
  | {
      kind: 'fractal';
      seconds: number;
      x: number;
      y: number;
      fromScale: number;
      toScale: number;
      hue: number;
      saturation: number;
    }
  | { kind: 'life'; seconds: number; seed: number; live: string; dead: string; mold: string }
  | {
      kind: 'automaton';
      seconds: number;
      seed: number;
      rule: number;
      tint: readonly [number, number, number];
    }
  | { kind: 'aurora'; seconds: number; palette: Palette; speed: number }
  | { kind: 'end'; seconds: number; text: string; palette: Palette };

/** Base levels and swings of the red, green and blue waves of the geq plasma (0…255). */
export interface Palette {
  base: readonly [number, number, number];
  swing: readonly [number, number, number];
}

export interface VideoSpec {
  key: string;
  title: string;
  scenes: Scene[];
  score: Omit<ScoreSpec, 'seconds'>;
  story: Line[];
}

const NIGHT: Palette = { base: [40, 56, 120], swing: [26, 36, 70] };
const DUSK: Palette = { base: [120, 52, 78], swing: [70, 34, 44] };
const AURORA: Palette = { base: [24, 120, 96], swing: [20, 90, 60] };
const AMBER: Palette = { base: [130, 84, 34], swing: [70, 48, 26] };
const LANTERN: Palette = { base: [150, 60, 30], swing: [80, 40, 24] };
const TEAL: Palette = { base: [20, 90, 110], swing: [18, 60, 70] };

export const FILMS: VideoSpec[] = [
  {
    key: 'quiet-orbit',
    title: 'The Quiet Orbit',
    scenes: [
      { kind: 'title', seconds: 4, title: 'The Quiet Orbit', subtitle: 'a short film', palette: NIGHT },
      { kind: 'aurora', seconds: 10, palette: NIGHT, speed: 0.4 },
      {
        kind: 'fractal',
        seconds: 14,
        x: -0.743643887037151,
        y: 0.13182590420533,
        fromScale: 2.5,
        toScale: 0.004,
        hue: 200,
        saturation: 0.75,
      },
      { kind: 'life', seconds: 12, seed: 11, live: '#9fd8ff', dead: '#060b1c', mold: '#1d2f6b' },
      { kind: 'end', seconds: 4, text: 'The End', palette: NIGHT },
    ],
    score: {
      tonic: -14,
      mode: 'minor',
      progression: [0, 8, 3, 10],
      barSeconds: 4,
      seed: 1,
      pulse: 0.5,
      air: 0.6,
    },
    story: FILM_STORIES['quiet-orbit']!,
  },
  {
    key: 'harbour-lights',
    title: 'Harbour Lights',
    scenes: [
      {
        kind: 'title',
        seconds: 4,
        title: 'Harbour Lights',
        subtitle: 'a story from the coast',
        palette: DUSK,
      },
      { kind: 'automaton', seconds: 12, seed: 5, rule: 90, tint: [0.95, 0.65, 0.35] },
      { kind: 'aurora', seconds: 12, palette: DUSK, speed: 0.3 },
      { kind: 'life', seconds: 14, seed: 3, live: '#ffd27a', dead: '#140c1c', mold: '#5a2c3a' },
      { kind: 'end', seconds: 4, text: 'The End', palette: DUSK },
    ],
    score: {
      tonic: -10,
      mode: 'major',
      progression: [0, 9, 5, 7],
      barSeconds: 4.5,
      seed: 2,
      pulse: 0.8,
      air: 0.9,
    },
    story: FILM_STORIES['harbour-lights']!,
  },
  {
    key: 'northern-fields',
    title: 'Northern Fields',
    scenes: [
      {
        kind: 'title',
        seconds: 4,
        title: 'Northern Fields',
        subtitle: 'a year on the plains',
        palette: AURORA,
      },
      { kind: 'life', seconds: 12, seed: 21, live: '#d7f07a', dead: '#0d1f12', mold: '#2f6b3a' },
      {
        kind: 'fractal',
        seconds: 12,
        x: -0.1011,
        y: 0.9563,
        fromScale: 1.2,
        toScale: 0.01,
        hue: 90,
        saturation: 0.8,
      },
      { kind: 'aurora', seconds: 14, palette: AURORA, speed: 0.5 },
      { kind: 'end', seconds: 4, text: 'The End', palette: AURORA },
    ],
    score: {
      tonic: -7,
      mode: 'major',
      progression: [0, 5, 9, 7],
      barSeconds: 5,
      seed: 3,
      pulse: 0.4,
      air: 0.4,
    },
    story: FILM_STORIES['northern-fields']!,
  },
  {
    key: 'paper-tigers',
    title: 'Paper Tigers',
    scenes: [
      { kind: 'title', seconds: 4, title: 'Paper Tigers', subtitle: 'a comedy in one night', palette: AMBER },
      { kind: 'automaton', seconds: 10, seed: 9, rule: 110, tint: [1, 0.7, 0.2] },
      {
        kind: 'fractal',
        seconds: 12,
        x: 0.275,
        y: 0.0065,
        fromScale: 0.3,
        toScale: 0.002,
        hue: 30,
        saturation: 1,
      },
      { kind: 'life', seconds: 12, seed: 33, live: '#ff9f43', dead: '#1b1208', mold: '#6b3a16' },
      { kind: 'end', seconds: 4, text: 'The End', palette: AMBER },
    ],
    score: {
      tonic: -5,
      mode: 'major',
      progression: [0, 7, 9, 5],
      barSeconds: 2.5,
      seed: 4,
      pulse: 1,
      air: 0.1,
    },
    story: FILM_STORIES['paper-tigers']!,
  },
];

const EPISODE_TITLES = [
  'Opening Night',
  'Rain',
  'The Red Lanterns',
  'The Critic',
  'Blackout',
  'Last Night of the Season',
];
const EPISODE_PALETTES = [LANTERN, NIGHT, AMBER, DUSK, TEAL, LANTERN];

/** The middle shot of each episode, so no two look alike: life, automata and fractals in turn. */
function episodeScene(i: number): Scene {
  const warm = [
    ['#ffcf70', '#1a0d08', '#5a2c16'],
    ['#9fd8ff', '#071022', '#1d2f6b'],
    ['#ffd27a', '#140c1c', '#5a2c3a'],
    ['#ff9f80', '#1b0a10', '#6b2440'],
    ['#8ff0d0', '#04161a', '#1f5a5a'],
    ['#ffb347', '#120a04', '#6b3a16'],
  ] as const;
  const [live, dead, mold] = warm[i]!;
  switch (i % 3) {
    case 0:
      return { kind: 'life', seconds: 11, seed: 100 + i, live, dead, mold };
    case 1:
      return {
        kind: 'automaton',
        seconds: 11,
        seed: 100 + i,
        rule: [90, 150, 30][Math.floor(i / 3)]!,
        tint: i === 1 ? [0.45, 0.7, 1] : [1, 0.6, 0.75],
      };
    default:
      return {
        kind: 'fractal',
        seconds: 11,
        x: i === 2 ? -0.7453 : -1.25066,
        y: i === 2 ? 0.1127 : 0.02012,
        fromScale: 0.5,
        toScale: 0.004,
        hue: i === 2 ? 20 : 160,
        saturation: 0.7,
      };
  }
}

export const EPISODES: VideoSpec[] = EPISODE_TITLES.map((name, i) => ({
  key: `night-market-e${i + 1}`,
  title: `The Night Market · ${i + 1}. ${name}`,
  scenes: [
    {
      kind: 'title',
      seconds: 3,
      title: 'The Night Market',
      subtitle: `Episode ${i + 1} · ${name}`,
      palette: EPISODE_PALETTES[i]!,
    },
    episodeScene(i),
    {
      kind: 'aurora',
      seconds: 11 + (i % 3) * 2,
      palette: EPISODE_PALETTES[(i + 1) % 6]!,
      speed: 0.35 + i * 0.05,
    },
    { kind: 'end', seconds: 2, text: i < 5 ? 'To be continued' : 'The End', palette: EPISODE_PALETTES[i]! },
  ],
  score: {
    tonic: -12 + i,
    mode: i % 2 ? 'minor' : 'major',
    progression: i % 2 ? [0, 8, 3, 10] : [0, 5, 7, 5],
    barSeconds: 3,
    seed: 10 + i,
    pulse: 0.7,
    air: 0.3,
  },
  story: EPISODE_STORIES[i]!,
}));

/**
 * Scenes are rendered and graded at a quarter of the output size and scaled up once after the
 * concat: the sources, blurs and vignettes cost a quarter as much, and the upscale itself softens
 * the picture the way these abstract scenes want. Text is drawn after the upscale, so it stays sharp.
 */
const LOW_W = WIDTH / 2;
const LOW_H = HEIGHT / 2;

/** The plasma of the title, end and aurora shots: a few sine waves per colour channel. */
function plasma(p: Palette, speed: number): string {
  const [br, bg, bb] = p.base;
  const [sr, sg, sb] = p.swing;
  // One slow interference wave, computed once per pixel in grey (geq evaluates an expression tree
  // per pixel and channel: the costliest filter here) at 64×36, then coloured through a lookup
  // table: light and shade of the palette's colour rather than unrelated rainbow blobs.
  const wave = `sin(X/5.6+T*${speed})*cos(Y/7.2-T*${(speed * 0.6).toFixed(3)})+0.6*sin((X+Y)/8+T*${(speed * 0.8).toFixed(3)})`;
  const tone = (base: number, swing: number) => `clip(${base}+${swing}*(val-128)/80,0,255)`;
  return (
    `nullsrc=s=64x36:r=${FPS},format=gray,geq=lum='clip(128+80*(${wave}),0,255)',format=rgb24,` +
    `lutrgb=r='${tone(br, sr)}':g='${tone(bg, sg)}':b='${tone(bb, sb)}',` +
    `scale=${LOW_W}:${LOW_H}:flags=bicubic`
  );
}

/** The filtergraph source of one scene at LOW_W×LOW_H (before duration, fades and format). */
function sceneSource(scene: Scene, seconds: number): string {
  switch (scene.kind) {
    case 'title':
      return `${plasma(scene.palette, 0.5)},eq=brightness=-0.12:saturation=0.8,vignette`;
    case 'end':
      return `${plasma(scene.palette, 0.3)},eq=brightness=-0.2:saturation=0.6,vignette`;
    case 'aurora':
      return `${plasma(scene.palette, scene.speed)},vignette`;
    case 'fractal':
      return (
        `mandelbrot=s=${LOW_W}x${LOW_H}:r=${FPS}:start_x=${scene.x}:start_y=${scene.y}:start_scale=${scene.fromScale}` +
        `:end_scale=${scene.toScale}:end_pts=${Math.round(seconds * FPS)}:maxiter=200:outer=normalized_iteration_count,` +
        `hue=h=${scene.hue}:s=${scene.saturation},eq=contrast=1.05:brightness=-0.04,vignette`
      );
    case 'life':
      return (
        `life=s=160x90:r=${FPS}:mold=8:ratio=0.12:seed=${scene.seed}:life_color=${scene.live}:death_color=${scene.dead}` +
        `:mold_color=${scene.mold},scale=${LOW_W}:${LOW_H}:flags=bilinear,boxblur=1:1,eq=contrast=1.1,vignette`
      );
    case 'automaton': {
      const [r, g, b] = scene.tint;
      return (
        `cellauto=s=160x90:r=${FPS}:rule=${scene.rule}:scroll=1:random_fill_ratio=0.35:seed=${scene.seed},format=rgb24,` +
        `lutrgb=r='val*${r}*0.8':g='val*${g}*0.8':b='val*${b}*0.8',scale=${LOW_W}:${LOW_H}:flags=bicubic,boxblur=1:1,vignette`
      );
    }
  }
}

function sceneSeconds(scene: Scene, scale: number): number {
  return Math.max(0.5, Math.round(scene.seconds * scale * 100) / 100);
}

/** Title and end cards: text over the concatenated, upscaled picture, fading with its scene. */
async function captions(spec: VideoSpec, ctx: EncodeContext, dir: string): Promise<string[]> {
  if (!ctx.font) return [];
  const font = filterValue(ctx.font);
  const out: string[] = [];
  let at = 0;
  for (const [i, scene] of spec.scenes.entries()) {
    const seconds = sceneSeconds(scene, ctx.durationScale);
    const from = at;
    at += seconds;
    const lines: Array<[string, number, string, string]> =
      scene.kind === 'title'
        ? [
            [scene.title, 46, '(h-th)/2-18', 'white'],
            [scene.subtitle, 18, '(h/2)+30', '0xd8dde8'],
          ]
        : scene.kind === 'end'
          ? [[scene.text, 34, '(h-th)/2', 'white']]
          : [];
    const fade = Math.min(0.8, seconds / 4);
    const alpha = `if(lt(t-${from},${fade}),(t-${from})/${fade},if(gt(t,${(at - fade).toFixed(2)}),(${at.toFixed(2)}-t)/${fade},1))`;
    for (const [j, [value, size, y, color]] of lines.entries()) {
      const file = await scratchFile(dir, `text-${i}-${j}.txt`, value);
      out.push(
        `drawtext=fontfile=${font}:textfile=${filterValue(file)}:fontsize=${size}:fontcolor=${color}` +
          `:x=(w-tw)/2:y=${y}:shadowcolor=black@0.6:shadowx=2:shadowy=2` +
          `:enable='between(t,${from.toFixed(2)},${at.toFixed(2)})':alpha='${alpha}'`,
      );
    }
  }
  return out;
}

/** The whole video graph: each scene trimmed, faded and normalised, concatenated, upscaled, captioned. */
async function videoGraph(spec: VideoSpec, ctx: EncodeContext, dir: string): Promise<string> {
  const chains: string[] = [];
  for (const [i, scene] of spec.scenes.entries()) {
    const seconds = sceneSeconds(scene, ctx.durationScale);
    const fade = Math.min(0.6, seconds / 4);
    chains.push(
      `${sceneSource(scene, seconds)},trim=duration=${seconds},setpts=PTS-STARTPTS,fps=${FPS},setsar=1,format=yuv420p,` +
        `fade=t=in:st=0:d=${fade},fade=t=out:st=${(seconds - fade).toFixed(2)}:d=${fade}[v${i}]`,
    );
  }
  const finish = [`scale=${WIDTH}:${HEIGHT}:flags=bicubic`, ...(await captions(spec, ctx, dir)), 'setsar=1'];
  chains.push(
    `${spec.scenes.map((_, i) => `[v${i}]`).join('')}concat=n=${spec.scenes.length}:v=1:a=0,${finish.join(',')}[v]`,
  );
  return chains.join(';\n');
}

/** Common H.264 settings: Constrained Baseline 3.0 (avc1.42c01e) plays everywhere, veryfast keeps it quick. */
/** The films' and the live loop's sound: AAC at 96 kb/s, 44.1 kHz. */
export const AAC_ARGS = ['-c:a', 'aac', '-b:a', '96k', '-ar', '44100'];

/** ffmpeg's inputs of a picture drawn by a filter graph (its output `[v]`) over a sound file. */
export function graphOverAudioArgs(audio: string, graph: string): string[] {
  return ['-i', audio, '-filter_complex_script', graph, '-map', '[v]', '-map', '0:a'];
}

export const H264_ARGS = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '27',
  '-maxrate',
  '1200k',
  '-bufsize',
  '2400k',
  '-profile:v',
  'baseline',
  '-level',
  '3.0',
  '-pix_fmt',
  'yuv420p',
];

/** Encodes one film or episode with its score, a poster and subtitles in every language. */
export async function encodeVideo(
  spec: VideoSpec,
  folder: 'movies' | 'episodes',
  ctx: EncodeContext,
): Promise<VideoAsset> {
  const base = `${folder}/${spec.key}`;
  const dir = path.join(ctx.scratch, folder, spec.key);
  const seconds = spec.scenes.reduce((s, scene) => s + sceneSeconds(scene, ctx.durationScale), 0);
  const score = await scratchFile(dir, 'score.wav', wavBytes(renderScore({ ...spec.score, seconds })));
  const graph = await scratchFile(dir, 'graph.txt', await videoGraph(spec, ctx, dir));
  const out = path.join(ctx.out, folder, spec.key);
  await fs.mkdir(out, { recursive: true });
  await runFfmpeg(ctx.ffmpeg, [
    ...graphOverAudioArgs(score, graph),
    '-shortest',
    ...H264_ARGS,
    '-g',
    String(FPS * 2),
    ...AAC_ARGS,
    '-movflags',
    '+faststart',
    path.join(out, 'video.mp4'),
  ]);
  // The poster is a frame of the title card: it names the film wherever a thumbnail is shown.
  const titleSeconds = sceneSeconds(spec.scenes[0]!, ctx.durationScale);
  await runFfmpeg(ctx.ffmpeg, [
    '-ss',
    (titleSeconds * 0.55).toFixed(2),
    '-i',
    path.join(out, 'video.mp4'),
    '-frames:v',
    '1',
    '-q:v',
    '4',
    path.join(out, 'poster.jpg'),
  ]);
  const subtitles: SubtitleAsset[] = [];
  const from = Math.min(titleSeconds + 0.5, seconds * 0.2);
  const to = seconds - sceneSeconds(spec.scenes[spec.scenes.length - 1]!, ctx.durationScale);
  for (const { language, label } of SUBTITLE_LANGUAGES) {
    const rel = `${base}/subtitles.${language}.vtt`;
    await writeFile(
      ctx.out,
      rel,
      toWebVtt(
        spec.story.map((line) => line[language]),
        from,
        Math.max(from + 1, to),
      ),
    );
    subtitles.push({ ...(await describeFile(ctx.out, rel, MIME.vtt)), language, label });
  }
  return {
    key: spec.key,
    title: spec.title,
    duration: await probeDuration(ctx.ffmpeg, path.join(out, 'video.mp4')),
    video: await describeFile(ctx.out, `${base}/video.mp4`, MIME.mp4),
    poster: await describeFile(ctx.out, `${base}/poster.jpg`, MIME.jpeg),
    subtitles,
  };
}
