/** Where the green page's fallback share links lead (when the Web Share API is missing). */
export type ShareTarget = 'x' | 'facebook' | 'linkedin' | 'whatsapp' | 'email';

export const SHARE_TARGETS: readonly ShareTarget[] = ['x', 'facebook', 'linkedin', 'whatsapp', 'email'];

export interface ShareContent {
  title: string;
  text: string;
  url: string;
}

export function shareLink(target: ShareTarget, c: ShareContent): string {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (target) {
    case 'x':
      return `https://twitter.com/intent/tweet?${q({ text: c.text, url: c.url })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: c.url })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${q({ url: c.url })}`;
    case 'whatsapp':
      return `https://wa.me/?${q({ text: `${c.text} ${c.url}` })}`;
    case 'email':
      // mailto wants %20, not the + URLSearchParams writes for spaces.
      return `mailto:?subject=${encodeURIComponent(c.title)}&body=${encodeURIComponent(`${c.text}\n\n${c.url}`)}`;
  }
}
