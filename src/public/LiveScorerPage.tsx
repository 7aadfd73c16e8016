import { useState, type CSSProperties } from 'react';
import { useParams } from 'react-router-dom';
import { PRODUCT_TITLE } from '../browser/titles.ts';
import { useDocumentTitle } from '../browser/useDocumentTitle.ts';
import { ToastProvider } from './Toasts.tsx';
import { useLiveScorer, type Team } from './liveScorer/useLiveScorer.ts';
import { usePortrait } from './liveScorer/usePortrait.ts';
import { LIVE_SCORER_PERIODS } from '../shared/publicApi/liveScorer.ts';

const button: CSSProperties = {
  font: 'inherit',
  fontSize: 28,
  fontWeight: 600,
  border: 0,
  borderRadius: 12,
  padding: '14px 0',
  color: '#fff',
  cursor: 'pointer',
  flex: 1,
  touchAction: 'manipulation',
};

/** On a portrait screen the remote is turned a quarter to the right, so it is used in landscape (spec 000 §2.2). */
const rotatedToLandscape: CSSProperties = {
  position: 'fixed',
  top: 0,
  left: '100vw',
  width: '100vh',
  height: '100vw',
  transform: 'rotate(90deg)',
  transformOrigin: 'top left',
};

const TeamPanel = ({
  team,
  name,
  score,
  disabled,
  onAdd,
}: {
  team: Team;
  name: string;
  score: number | undefined;
  disabled: boolean;
  onAdd: (points: 1 | -1) => void;
}) => (
  <section aria-label={name || team} style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 12, minWidth: 0 }}>
    <h2 style={{ margin: 0, fontSize: 22, fontWeight: 500, textAlign: 'center', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {name}
    </h2>
    <output data-testid={`${team}-score`} style={{ fontSize: 72, fontWeight: 700, textAlign: 'center', lineHeight: 1 }}>
      {score ?? '–'}
    </output>
    <div style={{ display: 'flex', gap: 12 }}>
      <button
        type="button"
        aria-label={`${name} -1`}
        disabled={disabled || !score}
        onClick={() => onAdd(-1)}
        style={{ ...button, background: disabled || !score ? '#98a2b3' : '#b42318' }}
      >
        −1
      </button>
      <button
        type="button"
        aria-label={`${name} +1`}
        disabled={disabled}
        onClick={() => onAdd(1)}
        style={{ ...button, background: disabled ? '#98a2b3' : '#067647' }}
      >
        +1
      </button>
    </div>
  </section>
);

const PeriodPicker = ({ period, disabled, onPick }: { period: string | undefined; disabled: boolean; onPick: (period: string) => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ position: 'relative', textAlign: 'center' }}>
      <button
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`Period ${period ?? ''}`.trim()}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
        style={{ ...button, flex: 'none', padding: '10px 28px', background: disabled ? '#98a2b3' : '#1d2939' }}
      >
        {period ?? '–'}
      </button>
      {open && (
        <ul
          role="listbox"
          aria-label="Periods"
          style={{
            position: 'absolute',
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: 5,
            listStyle: 'none',
            margin: '4px 0 0',
            padding: 4,
            background: '#fff',
            border: '1px solid #d0d5dd',
            borderRadius: 8,
            display: 'grid',
            gridTemplateColumns: 'repeat(4, 1fr)',
            gap: 4,
          }}
        >
          {LIVE_SCORER_PERIODS.map((p) => (
            <li key={p} role="option" aria-selected={p === period}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onPick(p);
                }}
                style={{
                  font: 'inherit',
                  fontSize: 18,
                  padding: '8px 12px',
                  border: 0,
                  borderRadius: 6,
                  background: p === period ? '#d1e9ff' : '#f2f4f7',
                  cursor: 'pointer',
                }}
              >
                {p}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

/** Read by assistive technology, not shown. */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** The live scorer remote (/live_scorer/:token, spec 000 §2.2): two teams' scores, the period and the overlay. */
export const LiveScorerRemote = ({ token, portrait }: { token: string; portrait: boolean }) => {
  const { scorer, loaded, add, setPeriod } = useLiveScorer(token);
  const disabled = !scorer;
  if (loaded && !scorer)
    return (
      <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 460, margin: '48px auto', padding: '0 16px' }}>
        <h1 style={{ fontSize: 28, fontWeight: 500 }}>Live scorer not available</h1>
        <p>This live scorer link is invalid.</p>
      </main>
    );
  return (
    <main
      data-orientation={portrait ? 'rotated' : 'landscape'}
      style={{
        fontFamily: 'system-ui, sans-serif',
        boxSizing: 'border-box',
        padding: 16,
        display: 'flex',
        flexDirection: 'column',
        gap: 16,
        ...(portrait ? rotatedToLandscape : { minHeight: '100vh' }),
      }}
    >
      {/* The page's title for screen readers and headings navigation: the screen itself is all buttons. */}
      <h1 style={visuallyHidden}>{scorer ? `Live scorer: ${scorer.team1Display} vs ${scorer.team2Display}` : 'Live scorer'}</h1>
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        <TeamPanel team="team1" name={scorer?.team1Display ?? ''} score={scorer?.team1Score} disabled={disabled} onAdd={(p) => add('team1', p)} />
        <PeriodPicker period={scorer?.period} disabled={disabled} onPick={setPeriod} />
        <TeamPanel team="team2" name={scorer?.team2Display ?? ''} score={scorer?.team2Score} disabled={disabled} onAdd={(p) => add('team2', p)} />
      </div>
      {scorer && (
        <img
          src={scorer.overlaySvgUrl}
          alt={`Overlay: ${scorer.team1Display} ${scorer.team1Score}, ${scorer.team2Display} ${scorer.team2Score}, ${scorer.period}`}
          style={{ maxWidth: '100%', maxHeight: '30vh', alignSelf: 'center' }}
        />
      )}
      {!loaded && (
        <p role="status" style={{ textAlign: 'center', color: '#475467' }}>
          Loading…
        </p>
      )}
    </main>
  );
};

/** The routed page; `portrait` overrides the window's orientation (stories). */
const LiveScorerPage = ({ portrait }: { portrait?: boolean }) => {
  useDocumentTitle(PRODUCT_TITLE);
  const { token = '' } = useParams();
  const auto = usePortrait();
  return (
    <ToastProvider>
      <LiveScorerRemote token={token} portrait={portrait ?? auto} />
    </ToastProvider>
  );
};

export default LiveScorerPage;
