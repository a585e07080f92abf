import { StrokeIcon } from '../../../shared/components/StrokeIcon';

/** Small inline icons (decorative: their buttons and cards carry the names). */
export function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return <StrokeIcon d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} size={22} weight={2.4} />;
}

const SOCIAL_PATHS: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1Z',
  Instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.8a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z',
  YouTube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  TikTok:
    'M16.5 3c.4 2.3 1.9 3.8 4.5 4v3.3a8 8 0 0 1-4.4-1.4v6.4A5.7 5.7 0 1 1 11 9.7v3.4a2.4 2.4 0 1 0 2.2 2.3V3h3.3Z',
};

export function SocialIcon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d={SOCIAL_PATHS[name] ?? ''} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
