import type { CSSProperties, ReactNode } from 'react';

/** The widget fills whatever frames it (an iframe on another site, or the whole window), on black. */
export const FULL_SCREEN: CSSProperties = {
  position: 'fixed',
  inset: 0,
  background: '#000',
  color: '#fff',
  fontFamily: 'system-ui, sans-serif',
  overflow: 'hidden',
};

/** The product's mark, linking to the home page (spec 000 §2.3); a new tab, so an embedding site stays open. */
export const WidgetLogo = () => (
  <a
    href="/"
    target="_blank"
    rel="noopener noreferrer"
    aria-label="Readmin home page"
    style={{
      position: 'absolute',
      top: 12,
      left: 12,
      display: 'flex',
      alignItems: 'center',
      gap: 6,
      color: '#fff',
      textDecoration: 'none',
      zIndex: 2,
    }}
  >
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
      <circle cx="14" cy="14" r="13" fill="#e65100" />
      <path d="M11 8.5v11l9-5.5z" fill="#fff" />
    </svg>
    <span style={{ fontWeight: 600, fontSize: 15, textShadow: '0 1px 2px #000' }}>Readmin</span>
  </a>
);

/** A turning ring (SVG animation: inline styles cannot declare keyframes). */
export const Spinner = ({ label }: { label: string }) => (
  <div role="status" aria-label={label} style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}>
    <svg width="56" height="56" viewBox="0 0 50 50" aria-hidden="true">
      <circle cx="25" cy="25" r="20" fill="none" stroke="rgba(255,255,255,0.25)" strokeWidth="5" />
      <path d="M25 5a20 20 0 0 1 20 20" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round">
        <animateTransform attributeName="transform" type="rotate" from="0 25 25" to="360 25 25" dur="0.9s" repeatCount="indefinite" />
      </path>
    </svg>
  </div>
);

/** A state message in place of the player (spec 000 §2.3). */
export const WidgetMessage = ({ children }: { children: ReactNode }) => (
  <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', padding: 24, textAlign: 'center' }}>
    <p style={{ fontSize: 20, margin: 0 }}>{children}</p>
  </div>
);

/** Spec 000 §2.3: what the player says, over the video, when the stream cannot play. */
export const STREAM_FAILED = 'This stream cannot be played right now.';

/** Why the stream cannot play, with a Retry that attaches it again; the logo and the video stay underneath. */
export const StreamFailure = ({ reason, onRetry }: { reason: string; onRetry: () => void }) => (
  <div
    role="alert"
    style={{
      position: 'absolute',
      inset: 0,
      display: 'grid',
      placeItems: 'center',
      padding: 24,
      textAlign: 'center',
      background: 'rgba(0,0,0,0.7)',
      zIndex: 1,
    }}
  >
    <div>
      <p style={{ fontSize: 20, margin: '0 0 8px' }}>{STREAM_FAILED}</p>
      <p style={{ fontSize: 15, margin: '0 0 16px', opacity: 0.85 }}>{reason}</p>
      <button
        type="button"
        onClick={onRetry}
        style={{
          font: 'inherit',
          fontSize: 15,
          padding: '8px 20px',
          borderRadius: 20,
          border: 0,
          background: '#fff',
          color: '#000',
          cursor: 'pointer',
        }}
      >
        Retry
      </button>
    </div>
  </div>
);
