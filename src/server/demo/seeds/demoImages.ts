import sharp from 'sharp';

/**
 * Demo pictures drawn as SVG and rendered by sharp at seed time, so the repository holds no binary files
 * and every seed draws the same pixels. Text uses the system's sans-serif font (any will do).
 */

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const PALETTE = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f'];
export const demoColour = (i: number): string => PALETTE[i % PALETTE.length];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 3)
    .map((w) => w[0])
    .join('');

/** A round badge with the organisation's initials, 256x256 PNG. */
export const orgLogo = (name: string, colour: string): Promise<Buffer> =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
      <circle cx="128" cy="128" r="120" fill="${colour}"/>
      <circle cx="128" cy="128" r="104" fill="none" stroke="#fff" stroke-width="6"/>
      <text x="128" y="152" font-family="sans-serif" font-size="72" font-weight="bold" fill="#fff" text-anchor="middle">${escape(initials(name))}</text>
    </svg>`),
  )
    .png()
    .toBuffer();

/**
 * What a camera sees: a court in perspective (wider near the camera), its lines and hoops, with the
 * camera's name and a capture time burnt in as cameras do. 640x360 JPEG; `variant` shifts the view.
 */
export const courtView = (label: string, variant: number, floor = '#c8874a'): Promise<Buffer> => {
  const skew = (variant % 3) * 30 - 30;
  const [nl, nr, fl, fr] = [40 + skew, 600 + skew, 190 - skew / 2, 450 - skew / 2];
  const mid = (a: number, b: number) => (a + b) / 2;
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
      <rect width="640" height="360" fill="#3b4650"/>
      <rect width="640" height="110" fill="#56636e"/>
      <polygon points="${fl},110 ${fr},110 ${nr},330 ${nl},330" fill="${floor}" stroke="#fff" stroke-width="3"/>
      <line x1="${mid(fl, nl)}" y1="220" x2="${mid(fr, nr)}" y2="220" stroke="#fff" stroke-width="3"/>
      <ellipse cx="${mid(mid(fl, nl), mid(fr, nr))}" cy="220" rx="60" ry="22" fill="none" stroke="#fff" stroke-width="3"/>
      <rect x="${mid(fl, fr) - 14}" y="86" width="28" height="18" fill="none" stroke="#eee" stroke-width="3"/>
      <rect x="0" y="0" width="640" height="28" fill="#000" fill-opacity="0.55"/>
      <text x="10" y="20" font-family="sans-serif" font-size="16" fill="#fff">${escape(label)}</text>
      <text x="630" y="20" font-family="monospace" font-size="14" fill="#fff" text-anchor="end">2026-09-14 19:${String(10 + variant).padStart(2, '0')}:00</text>
    </svg>`),
  )
    .jpeg({ quality: 75 })
    .toBuffer();
};

/** A flat advertising banner or promo with its text, PNG. */
export const banner = (text: string, colour: string, width = 640, height = 160): Promise<Buffer> =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="${width}" height="${height}" fill="${colour}"/>
      <text x="${width / 2}" y="${height / 2 + 12}" font-family="sans-serif" font-size="32" font-weight="bold" fill="#fff" text-anchor="middle">${escape(text)}</text>
    </svg>`),
  )
    .png()
    .toBuffer();
