/**
 * "Report a problem" (SPEC.md 3 'Feedback', 9 'Issue catalogue ids 1 to 45'): five issue types and
 * 45 numbered issues, each of one type and for the media types it makes sense for. The ids and keys
 * are stored with every report and name the web's labels (feedback.issues.<key>): never renumber or
 * rename one; retire an issue by emptying its media types instead.
 */

export const FEEDBACK_TEXT_MAX = 1000;
/** Reports a member may send in FEEDBACK_WINDOW_SECONDS (a crashing player must not flood the table). */
export const FEEDBACK_PER_HOUR_MAX = 20;
export const FEEDBACK_WINDOW_SECONDS = 3600;

/** Media types with their own catalogue (software reports use game's: both run in the game player). */
export const FEEDBACK_MEDIA_TYPES = ['movie', 'ebook', 'audiobook', 'music', 'game', 'stream'] as const;
export type FeedbackMediaType = (typeof FEEDBACK_MEDIA_TYPES)[number];

export const ISSUE_TYPES = [
  { id: 1, key: 'buffering_loading' },
  { id: 2, key: 'audio_video' },
  { id: 3, key: 'ereader' },
  { id: 4, key: 'player' },
  { id: 5, key: 'another' },
] as const;
export type IssueTypeId = (typeof ISSUE_TYPES)[number]['id'];
export type IssueTypeKey = (typeof ISSUE_TYPES)[number]['key'];

export interface FeedbackIssue {
  id: number;
  key: string;
  type: IssueTypeId;
  mediaTypes: readonly FeedbackMediaType[];
}

const ALL: readonly FeedbackMediaType[] = FEEDBACK_MEDIA_TYPES;
const VIDEO: readonly FeedbackMediaType[] = ['movie', 'stream'];
const AUDIO: readonly FeedbackMediaType[] = ['music', 'audiobook'];
const TIMED: readonly FeedbackMediaType[] = ['movie', 'music', 'audiobook'];
const SOUNDING: readonly FeedbackMediaType[] = ['movie', 'stream', 'music', 'audiobook', 'game'];

const issue = (id: number, key: string, type: IssueTypeId, mediaTypes: readonly FeedbackMediaType[]) =>
  ({ id, key, type, mediaTypes }) satisfies FeedbackIssue;

/** The whole catalogue, in id order. */
export const FEEDBACK_ISSUES: readonly FeedbackIssue[] = [
  // 1 buffering and loading
  issue(1, 'video_buffering', 1, VIDEO),
  issue(2, 'video_blurry', 1, VIDEO),
  issue(3, 'slow_start', 1, SOUNDING),
  issue(4, 'audio_buffering', 1, AUDIO),
  issue(5, 'book_not_opening', 1, ['ebook']),
  issue(6, 'pages_loading_slowly', 1, ['ebook']),
  issue(7, 'game_not_loading', 1, ['game']),
  issue(8, 'download_failing', 1, ['game']),
  issue(9, 'stream_dropping', 1, ['stream']),
  // 2 audio and video
  issue(10, 'no_sound', 2, SOUNDING),
  issue(11, 'audio_out_of_sync', 2, VIDEO),
  issue(12, 'sound_distorted', 2, SOUNDING),
  issue(13, 'volume_uneven', 2, ['movie', 'stream', 'music', 'audiobook']),
  issue(14, 'black_screen', 2, ['movie', 'stream', 'game']),
  issue(15, 'picture_freezing', 2, VIDEO),
  issue(16, 'subtitles_missing', 2, ['movie']),
  issue(17, 'subtitles_out_of_sync', 2, ['movie']),
  issue(18, 'wrong_audio_language', 2, ['movie', 'stream', 'audiobook']),
  issue(19, 'track_ending_early', 2, AUDIO),
  // 3 e-reader issues
  issue(20, 'toc_navigation_broken', 3, ['ebook']),
  issue(21, 'page_turn_broken', 3, ['ebook']),
  issue(22, 'text_hard_to_read', 3, ['ebook']),
  issue(23, 'text_size_not_changing', 3, ['ebook']),
  issue(24, 'missing_pages', 3, ['ebook']),
  issue(25, 'formatting_broken', 3, ['ebook']),
  issue(26, 'reading_position_lost', 3, ['ebook']),
  issue(27, 'page_number_wrong', 3, ['ebook']),
  // 4 player issues
  issue(28, 'player_crashing', 4, ALL),
  issue(29, 'controls_not_responding', 4, ALL),
  issue(30, 'playback_speed', 4, TIMED),
  issue(31, 'shuffle_broken', 4, ['music']),
  issue(32, 'add_to_queue_or_playlist', 4, AUDIO),
  issue(33, 'resume_broken', 4, ['movie', 'music', 'audiobook', 'ebook']),
  issue(34, 'fullscreen_broken', 4, ['movie', 'stream', 'game', 'ebook']),
  issue(35, 'next_previous_broken', 4, TIMED),
  issue(36, 'rewind_forward_broken', 4, TIMED),
  issue(37, 'game_controls_broken', 4, ['game']),
  issue(38, 'mini_player_broken', 4, AUDIO),
  // 5 another issue
  issue(39, 'wrong_title_or_description', 5, ALL),
  issue(40, 'inappropriate_content', 5, ALL),
  issue(41, 'wrong_cover_image', 5, ALL),
  issue(42, 'wrong_maturity_rating', 5, ALL),
  issue(43, 'wrong_credits', 5, ['movie', 'music', 'audiobook', 'ebook', 'game']),
  issue(44, 'missing_chapters_or_episodes', 5, ['movie', 'audiobook', 'music']),
  issue(45, 'something_else', 5, ALL),
];

const BY_ID = new Map(FEEDBACK_ISSUES.map((i) => [i.id, i]));

/** The catalogue a media type reports against: its own, game's for software, none for others. */
export function feedbackCatalogueType(mediaType: string): FeedbackMediaType | null {
  if (mediaType === 'software') return 'game';
  return (FEEDBACK_MEDIA_TYPES as readonly string[]).includes(mediaType)
    ? (mediaType as FeedbackMediaType)
    : null;
}

/** Issues a member can report for a media type, in id order (empty for unknown types). */
export function issuesFor(mediaType: string): FeedbackIssue[] {
  const type = feedbackCatalogueType(mediaType);
  if (!type) return [];
  return FEEDBACK_ISSUES.filter((i) => i.mediaTypes.includes(type));
}

/** Issue types that have at least one issue for the media type (the dialog's first choice). */
export function issueTypesFor(mediaType: string): (typeof ISSUE_TYPES)[number][] {
  const types = new Set(issuesFor(mediaType).map((i) => i.type));
  return ISSUE_TYPES.filter((t) => types.has(t.id));
}

/** True when issue `issueId` exists, belongs to `issueType` and applies to the media type. */
export function isValidIssue(mediaType: string, issueType: number, issueId: number): boolean {
  const type = feedbackCatalogueType(mediaType);
  const found = BY_ID.get(issueId);
  return !!type && !!found && found.type === issueType && found.mediaTypes.includes(type);
}

export function feedbackIssue(issueId: number): FeedbackIssue | null {
  return BY_ID.get(issueId) ?? null;
}

/** Characters as a member counts them (an emoji is one), for the limit and the web's counter. */
export function feedbackTextLength(text: string): number {
  return [...text].length;
}

export type FeedbackTextCheck = { ok: true; text: string | null } | { ok: false; errorCode: 'text_too_long' };

/** Trimmed; empty (or only spaces) is no text; longer than FEEDBACK_TEXT_MAX characters is refused. */
export function checkFeedbackText(raw: string | null | undefined): FeedbackTextCheck {
  const text = (raw ?? '').normalize('NFC').trim();
  if (!text) return { ok: true, text: null };
  if (feedbackTextLength(text) > FEEDBACK_TEXT_MAX) return { ok: false, errorCode: 'text_too_long' };
  return { ok: true, text };
}
