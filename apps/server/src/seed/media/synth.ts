/**
 * The demo media's sound, synthesised in JavaScript into PCM and handed to ffmpeg only for encoding.
 * We first wrote it as aevalsrc expressions, but ffmpeg evaluates those per sample through an
 * expression tree (about 6 µs a sample: 6 s of CPU for each 40 s track), which alone would blow the
 * one-minute budget; the same music here takes a few milliseconds and can use real envelopes,
 * filters and seeded noise.
 */

import { mulberry32 } from '../../lib/prng';

export const SAMPLE_RATE = 44_100;

/** Stereo PCM, −1…1. */
export interface Pcm {
  left: Float32Array;
  right: Float32Array;
}

export function silence(seconds: number): Pcm {
  const n = Math.max(1, Math.round(seconds * SAMPLE_RATE));
  return { left: new Float32Array(n), right: new Float32Array(n) };
}

/** Deterministic noise and choices, so a regeneration produces the same files (a seed of 0 stands for 0x9e3779b9). */
export function rng(seed: number): () => number {
  return mulberry32(seed >>> 0 || 0x9e3779b9);
}

/** Frequency in Hz of `semitones` above A4 = 440 Hz. */
export function noteHz(semitonesFromA4: number): number {
  return 440 * 2 ** (semitonesFromA4 / 12);
}

interface Voice {
  /** Relative amplitudes of harmonics 1, 2, 3 … */
  harmonics: readonly number[];
  attack: number;
  /** Exponential decay rate per second after the attack (0 = sustain). */
  decay: number;
  release: number;
  vibrato?: number;
}

const TABLE_SIZE = 4096;
const tables = new WeakMap<Voice, Float32Array>();

/** One cycle of the voice's waveform: a table lookup per sample instead of a sine per harmonic. */
function waveTable(voice: Voice): Float32Array {
  let table = tables.get(voice);
  if (!table) {
    table = new Float32Array(TABLE_SIZE + 1);
    for (let i = 0; i <= TABLE_SIZE; i++) {
      const x = (2 * Math.PI * i) / TABLE_SIZE;
      let s = 0;
      for (let h = 0; h < voice.harmonics.length; h++) s += voice.harmonics[h]! * Math.sin(x * (h + 1));
      table[i] = s;
    }
    tables.set(voice, table);
  }
  return table;
}

/** Adds one note into `pcm` (additive synthesis, panned: −1 left … 1 right). */
function addNote(
  pcm: Pcm,
  start: number,
  length: number,
  hz: number,
  gain: number,
  voice: Voice,
  pan = 0,
): void {
  const table = waveTable(voice);
  const n0 = Math.max(0, Math.floor(start * SAMPLE_RATE));
  const attackN = Math.max(1, Math.floor(voice.attack * SAMPLE_RATE));
  const releaseAt = Math.floor(length * SAMPLE_RATE);
  const releaseN = Math.max(1, Math.floor(voice.release * SAMPLE_RATE));
  const n1 = Math.min(pcm.left.length, n0 + releaseAt + releaseN);
  const gl = gain * Math.min(1, 1 - pan);
  const gr = gain * Math.min(1, 1 + pan);
  const step = (hz * TABLE_SIZE) / SAMPLE_RATE;
  const decayPerSample = Math.exp(-voice.decay / SAMPLE_RATE);
  const vibrato = voice.vibrato ?? 0;
  let phase = 0;
  let held = 1;
  for (let i = n0; i < n1; i++) {
    const k = i - n0;
    let env: number;
    if (k < attackN) env = k / attackN;
    else {
      held *= decayPerSample;
      env = held;
    }
    if (k > releaseAt) env *= 1 - (k - releaseAt) / releaseN;
    if (env < 1e-4 && k > attackN) break;
    // Vibrato bends the pitch slowly (5.5 Hz), fading in so note onsets stay clean.
    phase += vibrato
      ? step *
        (1 + vibrato * Math.sin((2 * Math.PI * 5.5 * k) / SAMPLE_RATE) * Math.min(1, (k / SAMPLE_RATE) * 3))
      : step;
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
    const j = phase | 0;
    const v = (table[j]! + (table[j + 1]! - table[j]!) * (phase - j)) * env;
    pcm.left[i]! += v * gl;
    pcm.right[i]! += v * gr;
  }
}

function addKick(pcm: Pcm, start: number, gain: number): void {
  const n0 = Math.floor(start * SAMPLE_RATE);
  const n1 = Math.min(pcm.left.length, n0 + Math.floor(0.35 * SAMPLE_RATE));
  let phase = 0;
  for (let i = Math.max(0, n0); i < n1; i++) {
    const t = (i - n0) / SAMPLE_RATE;
    phase += (2 * Math.PI * (48 + 110 * Math.exp(-t * 35))) / SAMPLE_RATE;
    const v = gain * Math.sin(phase) * Math.exp(-t * 9);
    pcm.left[i]! += v;
    pcm.right[i]! += v;
  }
}

function addNoiseHit(
  pcm: Pcm,
  start: number,
  gain: number,
  decay: number,
  tone: number,
  random: () => number,
  pan = 0,
  bright = true,
): void {
  const n0 = Math.floor(start * SAMPLE_RATE);
  const n1 = Math.min(pcm.left.length, n0 + Math.floor((6 / decay) * SAMPLE_RATE));
  let prev = 0;
  for (let i = Math.max(0, n0); i < n1; i++) {
    const t = (i - n0) / SAMPLE_RATE;
    const white = random() * 2 - 1;
    // A first difference brightens the noise into a hat; a one-pole average darkens it into a snare.
    const noise = bright ? white - prev : (white + prev) / 2;
    prev = white;
    const v = gain * Math.exp(-t * decay) * (noise + (tone > 0 ? 0.6 * Math.sin(2 * Math.PI * tone * t) : 0));
    pcm.left[i]! += v * Math.min(1, 1 - pan);
    pcm.right[i]! += v * Math.min(1, 1 + pan);
  }
}

export interface SongSpec {
  seconds: number;
  bpm: number;
  /** Tonic as semitones from A4 (−9 = C4). */
  tonic: number;
  mode: 'major' | 'minor';
  /** Chord roots in semitones above the tonic, one per bar, looping. */
  progression: readonly number[];
  seed: number;
  /** 0 no drums … 1 full kit. */
  drums: number;
  /** Lead timbre: 0 flute-like sine … 1 bright. */
  brightness: number;
  /** Eighths of the bass pattern that sound (1) or rest (0). */
  bassPattern: readonly number[];
}

const SCALE: Record<'major' | 'minor', readonly number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
};

function chordTones(root: number, mode: 'major' | 'minor'): number[] {
  const scale = SCALE[mode];
  const degree = scale.indexOf(((root % 12) + 12) % 12);
  if (degree < 0) return [root, root + 4, root + 7];
  const at = (d: number) => scale[d % 7]! + 12 * Math.floor(d / 7);
  const base = at(degree);
  return [root, root + at(degree + 2) - base, root + at(degree + 4) - base];
}

/**
 * A song: pad chords, a bass line, a melody whose 4-bar phrase repeats (varied every other time,
 * so it sounds composed rather than random), kick, snare and hats; intro without drums, fade out.
 */
export function renderSong(s: SongSpec): Pcm {
  const pcm = silence(s.seconds);
  const random = rng(s.seed * 7919 + 13);
  const beat = 60 / s.bpm;
  const bar = beat * 4;
  const bars = Math.ceil(s.seconds / bar);
  const scale = SCALE[s.mode];
  const pad: Voice = { harmonics: [1, 0.25, 0.1], attack: 0.35, decay: 0.25, release: 0.5 };
  const bass: Voice = { harmonics: [1, 0.5, 0.3, 0.15], attack: 0.005, decay: 5, release: 0.05 };
  const lead: Voice = {
    harmonics: [1, 0.45 * s.brightness, 0.25 * s.brightness, 0.1 * s.brightness],
    attack: 0.012,
    decay: 2.2,
    release: 0.08,
    vibrato: 0.004,
  };

  // The phrase: a seeded walk over scale degrees, 32 eighths long, some held and some rests.
  const makePhrase = () => {
    const notes: Array<{ step: number; len: number } | null> = [];
    let step = 7 + Math.floor(random() * 3);
    while (notes.length < 32) {
      if (random() < 0.18) {
        notes.push(null);
        continue;
      }
      step = Math.max(3, Math.min(13, step + [-2, -1, -1, 0, 1, 1, 2, 3, -3][Math.floor(random() * 9)]!));
      const len = random() < 0.3 ? 2 : 1;
      notes.push({ step, len });
      if (len === 2) notes.push(null);
    }
    return notes.slice(0, 32);
  };
  const phrases = [makePhrase(), makePhrase()];
  const stepSemis = (step: number) => scale[step % 7]! + 12 * Math.floor(step / 7);

  for (let b = 0; b < bars; b++) {
    const t0 = b * bar;
    const root = s.progression[b % s.progression.length]!;
    const chord = chordTones(root, s.mode);
    const fadeOut = b >= bars - 1;
    chord.forEach((semi, i) =>
      addNote(pcm, t0, bar * 0.95, noteHz(s.tonic + semi - 12), 0.07, pad, (i - 1) * 0.4),
    );
    for (let e = 0; e < 8; e++) {
      const te = t0 + (e * beat) / 2;
      if (s.bassPattern[e % s.bassPattern.length]) {
        const octave = e === 6 && random() < 0.5 ? 12 : 0;
        addNote(pcm, te, beat / 2, noteHz(s.tonic + root - 24 + octave), e % 2 === 0 ? 0.2 : 0.14, bass);
      }
      if (b >= 1 && !fadeOut && s.drums > 0) {
        if (e % 4 === 0 || (s.drums > 0.6 && e === 7 && b % 2 === 1)) addKick(pcm, te, 0.42 * s.drums);
        if (e === 2 || e === 6) addNoiseHit(pcm, te, 0.16 * s.drums, 16, 190, random, 0.1, false);
        addNoiseHit(pcm, te, (e % 2 === 1 ? 0.07 : 0.04) * s.drums, 55, 0, random, -0.3);
      }
    }
    if (b >= 2 && !fadeOut) {
      const phrase = phrases[Math.floor((b - 2) / 4) % 2]!;
      for (let e = 0; e < 8; e++) {
        const note = phrase[((b - 2) % 4) * 8 + e];
        if (!note) continue;
        // Bend the melody onto the chord on strong beats, so it sits on the harmony.
        let semi = stepSemis(note.step);
        if (e % 4 === 0)
          semi = chord
            .map((c) => c + 12 * Math.round((semi - c) / 12))
            .reduce((a, c) => (Math.abs(c - semi) < Math.abs(a - semi) ? c : a));
        addNote(pcm, t0 + (e * beat) / 2, (note.len * beat) / 2, noteHz(s.tonic + semi), 0.17, lead, 0.15);
      }
    }
  }
  addEcho(pcm, beat * 0.75, 0.22);
  fade(pcm, 0.3, 2.5);
  normalise(pcm, 0.89);
  return pcm;
}

/** A film score: slow pad chords with a soft arpeggio, and an air of filtered noise. */
export interface ScoreSpec {
  seconds: number;
  tonic: number;
  mode: 'major' | 'minor';
  progression: readonly number[];
  barSeconds: number;
  seed: number;
  /** 0 just pads … 1 busy arpeggio. */
  pulse: number;
  /** Low rumble/wind level, 0…1. */
  air: number;
}

export function renderScore(s: ScoreSpec): Pcm {
  const pcm = silence(s.seconds);
  const random = rng(s.seed * 104729 + 7);
  const pad: Voice = { harmonics: [1, 0.35, 0.12, 0.05], attack: 1.2, decay: 0.08, release: 1.2 };
  const pluck: Voice = { harmonics: [1, 0.3, 0.1], attack: 0.01, decay: 3.5, release: 0.2 };
  const bars = Math.ceil(s.seconds / s.barSeconds);
  for (let b = 0; b < bars; b++) {
    const t0 = b * s.barSeconds;
    const chord = chordTones(s.progression[b % s.progression.length]!, s.mode);
    chord.forEach((semi, i) =>
      addNote(pcm, t0, s.barSeconds, noteHz(s.tonic + semi - 12), 0.09, pad, (i - 1) * 0.5),
    );
    addNote(pcm, t0, s.barSeconds, noteHz(s.tonic + chord[0]! - 24), 0.1, pad);
    if (s.pulse > 0) {
      const steps = 8;
      for (let e = 0; e < steps; e++) {
        if (random() > s.pulse) continue;
        const semi = chord[e % 3]! + (e >= 4 ? 12 : 0);
        addNote(
          pcm,
          t0 + (e * s.barSeconds) / steps,
          s.barSeconds / steps,
          noteHz(s.tonic + semi),
          0.06,
          pluck,
          e % 2 ? 0.5 : -0.5,
        );
      }
    }
  }
  if (s.air > 0) addAir(pcm, s.air * 0.05, random);
  addEcho(pcm, 0.33, 0.3);
  fade(pcm, 1, 2);
  normalise(pcm, 0.8);
  return pcm;
}

/** Brown-ish noise swelling slowly: wind, room tone. */
function addAir(pcm: Pcm, gain: number, random: () => number): void {
  let l = 0;
  let r = 0;
  for (let i = 0; i < pcm.left.length; i++) {
    const t = i / SAMPLE_RATE;
    l = l * 0.985 + (random() * 2 - 1) * 0.015;
    r = r * 0.985 + (random() * 2 - 1) * 0.015;
    const swell = 0.6 + 0.4 * Math.sin(t * 0.7);
    pcm.left[i]! += l * gain * 8 * swell;
    pcm.right[i]! += r * gain * 8 * swell;
  }
}

/**
 * A stadium: band-limited crowd noise with slow swells, the odd cheer, and a whistle now and then.
 */
export function renderCrowd(seconds: number, seed: number): Pcm {
  const pcm = silence(seconds);
  const random = rng(seed);
  let l = 0;
  let r = 0;
  let l2 = 0;
  let r2 = 0;
  let level = 0;
  const cheers = Array.from({ length: Math.ceil(seconds / 11) }, (_, i) => i * 11 + random() * 6);
  for (let i = 0; i < pcm.left.length; i++) {
    const t = i / SAMPLE_RATE;
    // Two one-pole low-passes minus a slower one: a band around the voice range.
    const wl = random() * 2 - 1;
    const wr = random() * 2 - 1;
    l = l * 0.8 + wl * 0.2;
    r = r * 0.8 + wr * 0.2;
    l2 = l2 * 0.97 + l * 0.03;
    r2 = r2 * 0.97 + r * 0.03;
    // The level moves slowly: recompute it every 256 samples (6 ms), not per sample.
    if ((i & 255) === 0) {
      level = 0.35 + 0.15 * Math.sin(t * 0.9) + 0.1 * Math.sin(t * 2.3 + 1);
      for (const c of cheers) if (t > c && t < c + 3) level += 0.7 * Math.sin((Math.PI * (t - c)) / 3);
    }
    pcm.left[i]! += (l - l2) * level * 1.6;
    pcm.right[i]! += (r - r2) * level * 1.6;
  }
  const whistle: Voice = { harmonics: [1, 0.2], attack: 0.02, decay: 0, release: 0.05, vibrato: 0.04 };
  for (let t = 7; t < seconds - 1; t += 23) addNote(pcm, t, 0.5, 2900, 0.05, whistle, 0.3);
  normalise(pcm, 0.7);
  return pcm;
}

/** A feedback delay: space, so the synthesis sounds less dry. */
function addEcho(pcm: Pcm, seconds: number, feedback: number): void {
  const d = Math.floor(seconds * SAMPLE_RATE);
  for (let i = d; i < pcm.left.length; i++) {
    // Cross-feed the channels: a cheap ping-pong that widens the image.
    const l = pcm.left[i - d]!;
    pcm.left[i]! += pcm.right[i - d]! * feedback;
    pcm.right[i]! += l * feedback;
  }
}

export function fade(pcm: Pcm, inSeconds: number, outSeconds: number): void {
  const n = pcm.left.length;
  const a = Math.floor(inSeconds * SAMPLE_RATE);
  const b = Math.floor(outSeconds * SAMPLE_RATE);
  for (let i = 0; i < n; i++) {
    const g = Math.min(1, a ? i / a : 1, b ? (n - 1 - i) / b : 1);
    pcm.left[i]! *= g;
    pcm.right[i]! *= g;
  }
}

export function normalise(pcm: Pcm, peak: number): void {
  let max = 1e-9;
  for (let i = 0; i < pcm.left.length; i++)
    max = Math.max(max, Math.abs(pcm.left[i]!), Math.abs(pcm.right[i]!));
  const g = peak / max;
  for (let i = 0; i < pcm.left.length; i++) {
    pcm.left[i]! *= g;
    pcm.right[i]! *= g;
  }
}

/** 16-bit stereo WAV, the input ffmpeg encodes to AAC or MP3. */
export function wavBytes(pcm: Pcm): Buffer {
  const n = pcm.left.length;
  const buf = Buffer.alloc(44 + n * 4);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + n * 4, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(2, 22);
  buf.writeUInt32LE(SAMPLE_RATE, 24);
  buf.writeUInt32LE(SAMPLE_RATE * 4, 28);
  buf.writeUInt16LE(4, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(n * 4, 40);
  // WAV is little-endian; so is every platform Node runs on in practice, but check rather than assume.
  const samples = new Int16Array(n * 2);
  for (let i = 0; i < n; i++) {
    samples[2 * i] = Math.round(Math.max(-1, Math.min(1, pcm.left[i]!)) * 32767);
    samples[2 * i + 1] = Math.round(Math.max(-1, Math.min(1, pcm.right[i]!)) * 32767);
  }
  const bytes = Buffer.from(samples.buffer);
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) bytes.swap16();
  bytes.copy(buf, 44);
  return buf;
}

const VOWELS: Record<string, [number, number]> = {
  a: [730, 1090],
  e: [530, 1840],
  i: [300, 2250],
  o: [570, 840],
  u: [320, 900],
  y: [300, 2100],
};

interface Syllable {
  start: number;
  length: number;
  f1: number;
  f2: number;
  /** Starts with a consonant: a short noise burst before the vowel. */
  onset: boolean;
  /** Pitch multiplier: falls across a sentence, lifts on the first syllable of a word. */
  pitch: number;
}

/**
 * Times the syllables of `text` like a calm reader: ~4.5 syllables a second, short gaps between
 * words, longer pauses at commas and full stops. Stops at `maxSeconds`.
 */
export function narrationTimeline(
  text: string,
  maxSeconds: number,
): { syllables: Syllable[]; seconds: number } {
  const syllables: Syllable[] = [];
  let t = 1.2;
  const sentences = text.split(/(?<=[.!?])\s+/);
  outer: for (const sentence of sentences) {
    const words = sentence.split(/\s+/).filter(Boolean);
    words.forEach((word, wi) => {
      const groups = word.toLowerCase().match(/[aeiouyàâäéèêëîïôöùûüáíóú]+/g) ?? ['a'];
      groups.forEach((g, gi) => {
        const v = VOWELS[g.normalize('NFD')[0]!] ?? VOWELS.a!;
        const length = 0.16 + 0.05 * (g.length - 1) + (gi === groups.length - 1 ? 0.04 : 0);
        syllables.push({
          start: t,
          length,
          f1: v[0],
          f2: v[1],
          onset: gi > 0 || !/^[aeiouy]/i.test(word),
          pitch: 1.08 - (0.16 * wi) / Math.max(1, words.length) + (gi === 0 ? 0.05 : 0),
        });
        t += length + 0.035;
      });
      t += /[,;:]$/.test(word) ? 0.32 : 0.06;
    });
    t += 0.6;
    if (t > maxSeconds - 1.5) break outer;
  }
  return {
    syllables: syllables.filter((s) => s.start + s.length < maxSeconds - 1),
    seconds: Math.min(maxSeconds, t + 1),
  };
}

/** Two-pole resonator (a formant): y = a·x + b1·y1 − b2·y2. */
class Resonator {
  private y1 = 0;
  private y2 = 0;
  private b1 = 0;
  private b2 = 0;
  private a = 0;
  set(freq: number, bandwidth: number): void {
    const r = Math.exp((-Math.PI * bandwidth) / SAMPLE_RATE);
    this.b1 = 2 * r * Math.cos((2 * Math.PI * freq) / SAMPLE_RATE);
    this.b2 = r * r;
    this.a = 1 - r;
  }
  step(x: number): number {
    const y = this.a * x + this.b1 * this.y1 - this.b2 * this.y2;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

/**
 * A narrated chapter without a speech engine: a voice-like murmur (a glottal buzz through formant
 * resonators gliding from vowel to vowel, consonant noise, the rhythm and pauses of the real text)
 * over a quiet pad. Understood by nobody, but it has the cadence of someone reading aloud.
 */
export function renderNarration(
  text: string,
  opts: { maxSeconds: number; voiceHz: number; seed: number; tonic: number },
): Pcm {
  const { syllables, seconds } = narrationTimeline(text, opts.maxSeconds);
  const bed = renderScore({
    seconds,
    tonic: opts.tonic,
    mode: 'major',
    progression: [0, 5, 9, 7],
    barSeconds: 6,
    seed: opts.seed,
    pulse: 0,
    air: 0,
  });
  const random = rng(opts.seed);
  const voice = new Float32Array(bed.left.length);
  const f1 = new Resonator();
  const f2 = new Resonator();
  const f3 = new Resonator();
  f3.set(2600, 200);
  let phase = 0;
  let cur = { f1: 500, f2: 1500 };
  let si = 0;
  for (let i = 0; i < voice.length; i++) {
    const t = i / SAMPLE_RATE;
    while (si < syllables.length - 1 && t > syllables[si]!.start + syllables[si]!.length) si++;
    const s = syllables[si];
    if (!s || t < s.start - 0.05 || t > s.start + s.length + 0.05) {
      voice[i] = f1.step(0) + f2.step(0) * 0.6;
      continue;
    }
    const into = t - s.start;
    if (i % 64 === 0) {
      // Glide towards the vowel's formants over ~40 ms, as the tongue moves.
      cur = { f1: cur.f1 + (s.f1 - cur.f1) * 0.2, f2: cur.f2 + (s.f2 - cur.f2) * 0.2 };
      f1.set(cur.f1, 90);
      f2.set(cur.f2, 120);
    }
    const hz = opts.voiceHz * s.pitch * (1 + 0.03 * Math.sin(2 * Math.PI * 3 * t));
    phase += hz / SAMPLE_RATE;
    if (phase >= 1) phase -= 1;
    const buzz = into < 0 ? 0 : 2 * phase - 1;
    const env =
      into < 0
        ? 0
        : Math.min(1, into / 0.025, (s.length - into) / 0.04 + 1) *
          (into > s.length ? Math.max(0, 1 - (into - s.length) / 0.05) : 1);
    const noise = s.onset && into > -0.05 && into < 0.02 ? (random() * 2 - 1) * 0.5 : 0;
    const x = buzz * env;
    voice[i] = f1.step(x) * 1.0 + f2.step(x) * 0.6 + f3.step(x + noise) * 0.35 + noise * 0.05;
  }
  let max = 1e-9;
  for (const v of voice) max = Math.max(max, Math.abs(v));
  for (let i = 0; i < voice.length; i++) {
    const v = (voice[i]! / max) * 0.8;
    bed.left[i] = bed.left[i]! * 0.18 + v;
    bed.right[i] = bed.right[i]! * 0.18 + v;
  }
  normalise(bed, 0.85);
  return bed;
}
